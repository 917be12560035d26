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

/** The log of `tvmscan dev`: JSON lines in data/logs/tvmscan.log, while the terminal keeps the progress. */
export const devLog = (dataDir: string, env: NodeJS.ProcessEnv): JsonLog =>
  jsonLogger(logLevel(env), logFile(devLogPath(dataDir)));
