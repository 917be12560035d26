// Ctrl-C (SIGINT) and SIGTERM stop every running part, newest first, and the process must be gone within
// 2 seconds even if a part hangs — an operator's Ctrl-C is not a request.
import { say } from './log';

export interface Stoppable {
  name: string;
  stop(): Promise<unknown>;
}

const HARD_LIMIT_MS = 1800;

/** Stops `parts` in order; resolves with 0, or 1 when a part failed to stop. */
export async function stopAll(parts: Stoppable[]): Promise<number> {
  let code = 0;
  for (const part of parts) {
    try {
      await part.stop();
    } catch (error) {
      code = 1;
      say(`stopping the ${part.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return code;
}

/**
 * On the first SIGINT/SIGTERM, stops `parts` (in order, as they are at that moment) and ends the process —
 * also when the signal arrives while parts are still starting, so nothing goes on using a closed part.
 */
export function stopOnSignals(parts: Stoppable[]): Promise<never> {
  return new Promise(() => {
    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      say(`${signal}: stopping…`);
      const watchdog = setTimeout(() => {
        say(`still stopping after ${HARD_LIMIT_MS} ms; exiting`);
        process.exit(1);
      }, HARD_LIMIT_MS);
      watchdog.unref();
      const code = await stopAll(parts);
      clearTimeout(watchdog);
      say('Stopped.');
      process.exit(code);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
