// The tests' worker: each job names what to do, from a plain answer to the ways a job ends without one.
import { threadId } from 'node:worker_threads';
import { serveJobs } from '../src/index';

export type Job =
  | { kind: 'double'; value: number }
  | { kind: 'sleep'; ms: number; value: number }
  | { kind: 'thread' }
  | { kind: 'sum'; bytes: ArrayBuffer }
  | { kind: 'loop' }
  | { kind: 'exhaust' }
  | { kind: 'exit' }
  | { kind: 'throw' }
  | { kind: 'unclonable' };

serveJobs<Job, unknown>(async (job) => {
  switch (job.kind) {
    case 'double':
      return job.value * 2;
    case 'sleep':
      await new Promise((resolve) => setTimeout(resolve, job.ms));
      return job.value;
    case 'thread':
      return threadId;
    case 'sum':
      return new Uint8Array(job.bytes).reduce((a, b) => a + b, 0);
    case 'loop':
      for (;;);
    case 'exhaust': {
      // Holds ever more memory until the heap cap ends the thread.
      const held: number[][] = [];
      for (;;) held.push(new Array(1_000_000).fill(held.length));
    }
    case 'exit':
      process.exit(3);
      break;
    case 'throw':
      throw new Error('a bug in the handler');
    case 'unclonable':
      return () => 'a function is not cloned';
  }
});
