// Runs compiles one at a time, each in a fresh child process (compile-child.ts) under caps the caller
// cannot raise: a limit on the memory it writes (prlimit --data, util-linux), a V8 heap limit and a wall
// time after which the child is killed, and Linux's idle scheduling class (chrt --idle), so a compile runs only on CPU
// time nothing else wants (it still costs the API some latency through memory and process start-up:
// docs/performance.md, 2026-11-28). A fresh process per
// compile means nothing one submitter's sources did can touch the next compile. The next child is
// started as soon as one is taken and waits with the compiler of the job just taken already loaded (the
// likeliest next one; any other is loaded when its job comes), so a compile is charged neither Node's
// start-up nor reading that compiler's WebAssembly (together about a second on a slow host), and a
// child reads one compiler, not all four (docs/performance.md, 2026-11-28). At most `queue`
// compiles wait behind the running one; one more is refused at once, so the route answers 429 instead of
// piling work up. The child gets no environment beyond PATH, so no secret of the service reaches code
// that runs compilers on untrusted input. A TVM Solidity job gets a fresh work directory, removed when it
// ends; the child leads a process group of its own, so the binaries it runs are killed with it, and no
// file it writes may pass `fileBytes`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERIFY_LIMITS } from '@tvmscan/api-schema';
import type { ChildAnswer, CompileJob, QueuedJob, TargetOutcome } from './compile-protocol';

export interface CompileLimits {
  timeoutMs: number;
  heapMb: number;
  /** RLIMIT_DATA of the child and what it runs, bytes: the private writable memory it may map (heap,
   *  WebAssembly memory, malloc), not its reserved address space. RLIMIT_AS counted reservations V8
   *  sizes to the limit itself: on Node 26 a FunC compile peaked at 3.10 of 3 GiB of address space and
   *  about 1 in 30 died at start-up ("Zone Allocation failed"), with 0.71 GB written; Node 20, 0.24 GB. */
  dataBytes: number;
  /** RLIMIT_FSIZE of the child and what it runs: no file written may be larger. */
  fileBytes: number;
  /** Compiles that may wait behind the running one. */
  queue: number;
}

export const DEFAULT_COMPILE_LIMITS: CompileLimits = {
  timeoutMs: 30_000,
  heapMb: 512,
  dataBytes: 2 * 1024 ** 3,
  fileBytes: 64 * 1024 ** 2,
  queue: VERIFY_LIMITS.queue,
};

/** A compile that has no answer: it outlived the wall time, or its process died (a limit, a crash). */
export type CutOff = { cut: 'timeout' | 'crashed'; message: string };
export type RunOutcome = { outcomes: TargetOutcome[] } | CutOff;

export class QueueFull extends Error {
  constructor() {
    super('the compile queue is full, retry later');
    this.name = 'QueueFull';
  }
}

const CHILD = fileURLToPath(new URL('./compile-child.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
/** What is kept of a child's own stdout/stderr (the compilers answer over IPC; this is for crashes). */
const OUTPUT_CAP = 16 * 1024;

export class CompileRunner {
  private waiting = 0;
  private chain: Promise<unknown> = Promise.resolve();
  /** A started child waiting for its job; null before the first compile and after close(). */
  private spare: ChildProcess | null = null;
  private closed = false;

  constructor(readonly limits: CompileLimits = DEFAULT_COMPILE_LIMITS) {}

  /** Compiles waiting or running now. */
  get pending(): number {
    return this.waiting;
  }

  /** Runs `job` after every compile queued before it; throws QueueFull when too many wait. */
  run(job: QueuedJob): Promise<RunOutcome> {
    if (this.waiting > this.limits.queue) throw new QueueFull();
    this.waiting++;
    const result = this.chain.then(() => this.runChild(job));
    this.chain = result.catch(() => undefined).finally(() => this.waiting--);
    return result;
  }

  /** Kills the waiting child; compiles queued before still run. */
  close(): void {
    this.closed = true;
    this.spare?.kill('SIGKILL');
    this.spare = null;
  }

  /** A child under the caps. Neither it nor its IPC channel keeps this process alive while it waits. */
  private spawnChild(preload: string): ChildProcess {
    const { heapMb, dataBytes, fileBytes } = this.limits;
    // SCHED_IDLE needs no privilege. At normal priority, five queued compiles put the API's p99 at
    // 60–150 ms where its goals are 25 and 75 (docs/performance.md, 2026-11-28).
    const child = spawn(
      'chrt',
      [
        '--idle',
        '0',
        'prlimit',
        `--data=${dataBytes}`,
        `--fsize=${fileBytes}`,
        '--',
        process.execPath,
        '--liftoff-only',
        `--max-old-space-size=${heapMb}`,
        '--import',
        TSX,
        CHILD,
        preload,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        detached: true,
      },
    );
    child.unref();
    child.channel?.unref();
    for (const pipe of [child.stdout, child.stderr]) (pipe as { unref?: () => void } | null)?.unref?.();
    // A spare that failed to start is noticed when it is taken (no answer, 'crashed').
    child.on('error', () => undefined);
    return child;
  }

  /** The waiting child, or a new one; the next is started at once, so it is ready for the next job. */
  private takeChild(job: QueuedJob): ChildProcess {
    const preload = job.kind === 'wasm' ? job.module : '';
    const spare = this.spare;
    this.spare = this.closed ? null : this.spawnChild(preload);
    return spare && spare.exitCode === null && spare.signalCode === null ? spare : this.spawnChild(preload);
  }

  private async runChild(job: QueuedJob): Promise<RunOutcome> {
    if (job.kind === 'wasm') return this.answerOf(job);
    const workDir = mkdtempSync(join(tmpdir(), 'tvmscan-compile-'));
    try {
      return await this.answerOf({ ...job, workDir });
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  private answerOf(job: CompileJob): Promise<RunOutcome> {
    const { timeoutMs } = this.limits;
    const child = this.takeChild(job);
    // The child and whatever it started, at once (it leads its own process group).
    const killAll = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
    };
    let output = '';
    const keep = (chunk: Buffer) => {
      if (output.length < OUTPUT_CAP) output += chunk.toString('utf8').slice(0, OUTPUT_CAP - output.length);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return new Promise<RunOutcome>((resolve) => {
      let answer: ChildAnswer | null = null;
      const timer = setTimeout(() => {
        killAll();
        resolve({ cut: 'timeout', message: `the compile ran past ${timeoutMs / 1000} s and was stopped` });
      }, timeoutMs);
      child.on('message', (m) => {
        answer = m as ChildAnswer;
      });
      child.on('error', (e) => {
        clearTimeout(timer);
        resolve({ cut: 'crashed', message: `the compiler could not start: ${e.message}` });
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        killAll();
        if (answer) resolve(answer);
        else
          resolve({
            cut: 'crashed',
            message: `the compiler stopped (${signal ?? `exit ${code}`}) without an answer${output ? `:\n${output.trim()}` : ''}`,
          });
      });
      child.send(job);
    });
  }
}
