// @tvmscan/capped-worker: untrusted code (contract getters in the indexer, dry runs of messages in the
// API) on a worker thread under a wall-time cap and a heap cap, one job at a time (decision 0033).
export { CappedWorker, type CappedWorkerOptions, type CutOff, TSX_ENTRY } from './capped-worker';
export { serveJobs } from './serve-jobs';
export { timeoutSetting } from './timeout-setting';
