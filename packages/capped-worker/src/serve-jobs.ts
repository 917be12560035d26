// The worker side of a capped worker: the module named by CappedWorkerOptions.script loads what its jobs
// need (ABIs, a WebAssembly executor), then hands its handler to serveJobs, which says it is ready and
// answers each job. The runner sends one job at a time, so an async handler never overlaps itself.
import { parentPort } from 'node:worker_threads';
import { READY, type Request, type Response } from './protocol';

let serving = false;

/** Worker side: answers each job with handle(job) (sync or async), then posts 'ready'. */
export function serveJobs<Job, Answer>(handle: (job: Job) => Answer | Promise<Answer>): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs on a worker thread started by CappedWorker');
  // A second handler would answer every job twice.
  if (serving) throw new Error('serveJobs is called once per worker');
  serving = true;
  port.on('message', async ({ id, job }: Request<Job>) => {
    try {
      // Inside the try: an answer that cannot be cloned (a function, a class instance with private
      // state) fails in postMessage, and is a bug of the handler like a throw.
      port.postMessage({ id, answer: await handle(job) } satisfies Response<Answer>);
    } catch (error) {
      // Handlers answer what untrusted code did wrong as a value; what they throw is a bug.
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ id, error: text } satisfies Response<Answer>);
    }
  });
  port.postMessage(READY);
}
