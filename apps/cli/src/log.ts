// What a command tells its operator. `dev` talks to a person: progress lines on the terminal, and the
// full log (every request, every indexed batch, server faults with their stacks) in data/logs/. `serve`
// and `index` run under a supervisor that collects stdout: everything they say is a JSON log line there,
// at TVMSCAN_LOG_LEVEL (default info). A process runs one command, so the command chooses once, at its
// start, where `say` goes.
import { join } from 'node:path';
import { jsonLogger, LOG_LEVELS, type LogLevel, logFile } from '@tvmscan/api';

export type JsonLog = ReturnType<typeof jsonLogger>;

let progress = (message: string): void => {
  console.log(`[tvmscan] ${message}`);
};

/** A progress line: on the terminal, or a JSON log line once the command logs to stdout. */
export const say = (message: string): void => progress(message);

/** TVMSCAN_LOG_LEVEL, default info. */
export function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const level = env.TVMSCAN_LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new TypeError(`TVMSCAN_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  return level as LogLevel;
}

/** The JSON log of `serve` and `index`, on stdout; progress lines become its lines from now on. */
export function stdoutLog(env: NodeJS.ProcessEnv): JsonLog {
  const log = jsonLogger(logLevel(env));
  progress = (message) => log.info(message);
  return log;
}

/** Where `tvmscan dev` writes its full log. */
export const devLogPath = (dataDir: string): string => join(dataDir, 'logs', 'tvmscan.log');

/** pino writes the level first: errors (50) and fatal errors (60). */
const FAULT = /^\{"level":[56]0,/;

/**
 * The log of `tvmscan dev`: JSON lines in data/logs/tvmscan.log, while the terminal keeps the progress.
 * A fault also gets a terminal line, so a server error does not pass unseen; its stack is in the file.
 */
export function devLog(dataDir: string, env: NodeJS.ProcessEnv): JsonLog {
  const path = devLogPath(dataDir);
  const file = logFile(path);
  return jsonLogger(logLevel(env), {
    write(line: string) {
      file.write(line);
      if (!FAULT.test(line)) return;
      const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      say(`error: ${msg ?? ''}${err?.message ? `: ${err.message}` : ''} (details in ${path})`);
    },
  });
}
