// Untrusted code on a worker thread, under caps its caller chooses. A contract's code cannot be
// interrupted on the thread that runs it (a WebAssembly call runs to its end, and a getter run locally
// pays no gas until nekoton's own limit, over a minute), so the only cap that holds is to terminate the
// thread: the jobs run one at a time on one worker, and a job that outlives `timeoutMs` has its worker
// terminated — a successor is started at once and kept warm for the next job — and answers 'timeout'.
// A job whose worker dies under it (past `heapMb`, or an exit) answers 'crashed'. Start-up (tsx, a
// WebAssembly module, ABIs) is not charged to a job, and an idle worker never keeps the process alive.
import { type Transferable, Worker } from 'node:worker_threads';
import { READY, type Request, type Response } from './protocol';

/** Why a job has no answer: it outlived the cap, or its worker died under it. */
export type CutOff = 'timeout' | 'crashed';

export interface CappedWorkerOptions {
  /** The worker module (a .ts or .js file URL); it must call serveJobs once. */
  script: URL;
  /** Wall-time cap of one job, ms. */
  timeoutMs: number;
  /** resourceLimits.maxOldGenerationSizeMb of the worker. */
  heapMb: number;
  /** Startup allowance, not counted against a job (default 60_000). */
  readyTimeoutMs?: number;
}

/** The module a worker thread starts with, to run the TypeScript module its last argument names: the
 *  workspaces ship TypeScript sources (decision 0001). The indexer's decoder starts its worker with it. */
export const TSX_ENTRY = new URL('./tsx-entry.mjs', import.meta.url);

/** A worker once loaded takes about half a second on an idle machine: a minute is for a busy one. */
const READY_TIMEOUT_MS = 60_000;

interface Thread {
  worker: Worker;
  /** The worker once it has said it is ready; rejects when it failed, exited or took too long first. */
  ready: Promise<Worker>;
}

export class CappedWorker<Job, Answer> {
  private thread: Thread | null = null;
  private nextId = 0;
  private waiting = 0;
  /** Jobs run one after another: the cap measures one job, not the queue before it. */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** The script's file name, for errors. */
  private readonly name: string;

  constructor(private readonly options: CappedWorkerOptions) {
    this.name = options.script.pathname.split('/').at(-1) || options.script.href;
  }

  /** Runs after every job queued before it; its answer, or why there is none. Rejects when the worker's
   *  handler threw (a bug), the worker could not start, or close() came first. `transfer` is moved to the
   *  worker when the job starts: the caller gives it up here. */
  run(job: Job, transfer?: readonly Transferable[]): Promise<Answer | CutOff> {
    this.waiting++;
    const result = this.queue
      .then(() => this.runNow(job, transfer))
      .finally(() => {
        this.waiting--;
      });
    this.queue = result.catch(() => {});
    return result;
  }

  /** Jobs queued or running now (for callers that bound their queue). */
  get pending(): number {
    return this.waiting;
  }

  /** Terminates the worker: a running job and the queued ones reject, and so does every later run. */
  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.thread = null;
    // The worker itself, not its readiness: closing does not wait for a start-up to finish.
    if (thread) await thread.worker.terminate();
  }

  private async runNow(job: Job, transfer: readonly Transferable[] | undefined): Promise<Answer | CutOff> {
    if (this.closed) throw this.closedError();
    const worker = await this.started();
    if (this.closed) throw this.closedError();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (response: Response<Answer>) => {
        if (response.id !== id) return;
        done();
        if ('error' in response) reject(new Error(`${this.name}: ${response.error}`));
        else resolve(response.answer);
      };
      const onExit = () => {
        done();
        if (this.closed) {
          reject(this.closedError());
          return;
        }
        this.replace(worker);
        resolve('crashed');
      };
      const timer = setTimeout(() => {
        done();
        this.replace(worker);
        resolve('timeout');
      }, this.options.timeoutMs);
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      try {
        worker.postMessage({ id, job } satisfies Request<Job>, transfer);
      } catch (error) {
        // A job that cannot be cloned never reached the worker, which is still good for the next one.
        done();
        reject(error);
      }
    });
  }

  /** Terminates a worker stuck in a job (or gone) and starts its successor now, so the next job finds it
   *  warm. A successor that fails to start is tried again by the next job, which then rejects. */
  private replace(stuck: Worker): void {
    void stuck.terminate();
    if (this.thread?.worker === stuck) this.thread = null;
    if (!this.closed) void this.started().catch(() => {});
  }

  private started(): Promise<Worker> {
    if (this.thread) return this.thread.ready;
    const readyMs = this.options.readyTimeoutMs ?? READY_TIMEOUT_MS;
    const worker = new Worker(TSX_ENTRY, {
      argv: [this.options.script.href],
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    // An idle worker never keeps the process alive; a running job's timer does.
    worker.unref();
    const thread: Thread = {
      worker,
      ready: new Promise<Worker>((resolve, reject) => {
        // A worker that is gone (failed to start, terminated, dead) is replaced by the next job.
        const fail = (error: Error) => {
          clearTimeout(timer);
          if (this.thread === thread) this.thread = null;
          reject(error);
        };
        const timer = setTimeout(() => {
          void worker.terminate();
          fail(new Error(`${this.name} did not start within ${readyMs} ms`));
        }, readyMs);
        worker.once('message', (message) => {
          clearTimeout(timer);
          if (message === READY) resolve(worker);
          else fail(new Error(`${this.name} posted a message before serveJobs`));
        });
        // Kept for the worker's life: a worker's 'error' (an uncaught throw, running out of heap) with no
        // listener would be thrown on this thread. Under a job, the 'exit' that follows answers 'crashed'.
        worker.on('error', fail);
        worker.once('exit', (code) =>
          fail(this.closed ? this.closedError() : new Error(`${this.name} exited with code ${code}`)),
        );
      }),
    };
    this.thread = thread;
    return thread.ready;
  }

  private closedError(): Error {
    return new Error(`the worker ${this.name} is closed`);
  }
}
