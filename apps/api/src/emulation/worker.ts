// The emulation worker thread: answers each job with execute.ts. It holds nothing a job needs but the
// Tycho executor's parsed config, so the runner may terminate it mid-job (a contract that runs past the
// time cap) and start a fresh one.
import { serveJobs } from '@tvmscan/capped-worker';
import { type EmulationAnswer, type EmulationJob, execute } from './execute';

serveJobs<EmulationJob, EmulationAnswer>(execute);
