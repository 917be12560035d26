// What the two sides of a capped worker say to each other: the worker posts READY once it has loaded
// (so its start-up is not charged to a job), then one response per request, with the request's id.
export const READY = 'ready';

export interface Request<Job> {
  id: number;
  job: Job;
}

/** `error` is a bug in the handler (its stack), not something the job's input did. */
export type Response<Answer> = { id: number; answer: Answer } | { id: number; error: string };
