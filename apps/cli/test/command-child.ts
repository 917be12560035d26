// A `tvmscan` command as a child process of a test, every line it writes (stdout and stderr) collected,
// so that the test can wait for what the command says. Killed by `killAll` after the suite.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const cli = resolve(import.meta.dirname, '../bin/tvmscan.mjs');
const children: ChildProcess[] = [];

export interface CommandChild {
  child: ChildProcess;
  lines: string[];
  /** How many lines so far contain `text`. */
  said(text: string): number;
  /** Resolves once a line containing `text` has been written; fails after `ms` or when it exits. */
  until(text: string, ms: number): Promise<void>;
}

/** Starts `tvmscan <args>` with no DATABASE_URL of the test's own, logging at info, `env` on top. */
export function tvmscan(args: string[], env: Record<string, string> = {}): CommandChild {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, DATABASE_URL: '', TVMSCAN_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const said = (text: string) => lines.filter((l) => l.includes(text)).length;
  const until = async (text: string, ms: number) => {
    const deadline = Date.now() + ms;
    while (!said(text)) {
      if (Date.now() > deadline) throw new Error(`no "${text}" within ${ms} ms; got:\n${lines.join('\n')}`);
      if (child.exitCode !== null)
        throw new Error(`exited ${child.exitCode} before "${text}":\n${lines.join('\n')}`);
      await sleep(50);
    }
  };
  return { child, lines, said, until };
}

/** SIGKILLs every child still running. */
export function killAll(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
