// Every getter the indexer runs goes through here: contract code is untrusted, and a getter run locally
// pays no fee, so one that loops runs until nekoton's own gas limit — over a minute of one core per
// call. runLocal takes no gas limit of its own, so the cap is wall time: the jobs run one at a time on a
// worker thread, and a job that outlives the timeout has its worker terminated (a new one is started
// at once, kept warm for the next job) and answers 'timeout'; a job whose worker dies under it (out of
// memory) answers 'crashed'. The indexer's thread, and in `tvmscan dev` the API on it, never waits on a
// contract for longer than the timeout.
import { Worker } from 'node:worker_threads';
import type { ContractReading, GetterJob } from './getters';

/** TVMSCAN_GETTER_TIMEOUT_MS: the most wall time one account's getters may take (default 2 s; the
 *  standard TIP-3 and TIP-4 contracts answer all of theirs in a few milliseconds). */
export function getterTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.TVMSCAN_GETTER_TIMEOUT_MS;
  if (text === undefined || text === '') return 2000;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 600_000)
    throw new RangeError(`TVMSCAN_GETTER_TIMEOUT_MS must be an integer from 1 to 600000, got "${text}"`);
  return value;
}

export interface GetterRequest {
  id: number;
  job: GetterJob;
}
export type GetterResponse = { id: number; reading: ContractReading | null } | { id: number; error: string };

/** What a job that did not finish answers. */
export type CutOff = 'timeout' | 'crashed';

/** The JavaScript heap of the getter worker: the ABIs and one account's readings need a few MB. */
const WORKER_HEAP_MB = 256;

/** Starting a worker (tsx, nekoton's WebAssembly, the ABIs) takes about half a second: it does not
 *  count against a job's timeout. */
const READY_TIMEOUT_MS = 60_000;

export class GetterRunner {
  private worker: Promise<Worker> | null = null;
  private nextId = 0;
  /** Jobs run one after another: the timeout measures one job, not the queue before it. */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly timeoutMs: number = getterTimeoutMs()) {}

  /** The account's reading, or why there is none. */
  run(job: GetterJob): Promise<ContractReading | null | CutOff> {
    const result = this.queue.then(() => this.runNow(job));
    this.queue = result.catch(() => {});
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  private async runNow(job: GetterJob): Promise<ContractReading | null | CutOff> {
    if (this.closed) throw new Error('the getter runner is closed');
    const worker = await this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const onMessage = (response: GetterResponse) => {
        if (response.id !== id) return;
        done();
        if ('error' in response) reject(new Error(`getter worker: ${response.error}`));
        else resolve(response.reading);
      };
      const onExit = () => {
        done();
        this.restart(worker);
        resolve('crashed');
      };
      const timer = setTimeout(() => {
        done();
        this.restart(worker);
        resolve('timeout');
      }, this.timeoutMs);
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ id, job } satisfies GetterRequest);
    });
  }

  /** Terminates a worker stuck in a getter and starts its successor now, so the next job finds it warm. */
  private restart(stuck: Worker): void {
    void stuck.terminate();
    this.worker = null;
    if (!this.closed) void this.started().catch(() => {});
  }

  private started(): Promise<Worker> {
    if (this.worker) return this.worker;
    const starting = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('../../tsx-worker.mjs', import.meta.url), {
        argv: [new URL('./getter-worker.ts', import.meta.url).href],
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      // An idle getter worker never keeps the process alive.
      worker.unref();
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error(`the getter worker did not start within ${READY_TIMEOUT_MS} ms`));
      }, READY_TIMEOUT_MS);
      worker.once('message', () => {
        clearTimeout(timer);
        resolve(worker);
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      // A worker that is gone (terminated, or failed to start) is replaced by the next job.
      worker.once('exit', () => {
        if (this.worker === starting) this.worker = null;
      });
    });
    this.worker = starting;
    return starting;
  }
}
