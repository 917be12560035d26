// Every getter the indexer runs goes through here: contract code is untrusted, and a getter run locally
// pays no fee, so one that loops runs until nekoton's own gas limit — over a minute of one core per
// call. runLocal takes no gas limit of its own, so the cap is wall time: the jobs run one at a time on a
// capped worker thread (@tvmscan/capped-worker), which answers 'timeout' for a job that outlives the cap
// and 'crashed' for one whose worker died under it (out of memory). The indexer's thread, and in
// `tvmscan dev` the API on it, never waits on a contract for longer than the timeout.
import { CappedWorker, type CutOff, timeoutSetting } from '@tvmscan/capped-worker';
import type { ContractReading, GetterJob } from './getters';

export type { CutOff };

/** TVMSCAN_GETTER_TIMEOUT_MS: the most wall time one account's getters may take (default 2 s; the
 *  standard TIP-3 and TIP-4 contracts answer all of theirs in a few milliseconds). */
export function getterTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return timeoutSetting(env, 'TVMSCAN_GETTER_TIMEOUT_MS', 2000);
}

/** The JavaScript heap of the getter worker: the ABIs and one account's readings need a few MB. */
const WORKER_HEAP_MB = 256;

export class GetterRunner {
  private readonly worker: CappedWorker<GetterJob, ContractReading | null>;

  constructor(timeoutMs: number = getterTimeoutMs()) {
    this.worker = new CappedWorker({
      script: new URL('./getter-worker.ts', import.meta.url),
      timeoutMs,
      heapMb: WORKER_HEAP_MB,
    });
  }

  /** The account's reading, or why there is none. */
  run(job: GetterJob): Promise<ContractReading | null | CutOff> {
    return this.worker.run(job);
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
