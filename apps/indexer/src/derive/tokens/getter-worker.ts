// The getter worker thread: runs each job's getters (getters.ts) and answers the reading. It keeps
// nothing between jobs but nekoton's parsed ABIs, so the runner may terminate it mid-job and start a
// fresh one without losing anything.
import { serveJobs } from '@tvmscan/capped-worker';
import { Catalogue } from '@tvmscan/contracts';
import { type ContractReading, type GetterJob, Getters } from './getters';

const getters = new Getters(new Catalogue());

// Getters answer null for whatever a contract does wrong; a throw is a bug, and rejects the run.
serveJobs<GetterJob, ContractReading | null>((job) => getters.read(job));
