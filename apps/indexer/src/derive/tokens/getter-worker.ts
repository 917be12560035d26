// The getter worker thread: runs each job's getters (getters.ts) and posts the reading back. It keeps
// nothing between jobs but nekoton's parsed ABIs, so the runner may terminate it mid-job and start a
// fresh one without losing anything.
import { parentPort } from 'node:worker_threads';
import { Catalogue } from '@tvmscan/contracts';
import type { GetterRequest, GetterResponse } from './getter-runner';
import { Getters } from './getters';

const getters = new Getters(new Catalogue());

parentPort!.on('message', ({ id, job }: GetterRequest) => {
  let response: GetterResponse;
  try {
    response = { id, reading: getters.read(job) };
  } catch (error) {
    // A bug, not a bad contract (getters answer null for whatever a contract does wrong).
    response = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(response);
});
parentPort!.postMessage('ready');
