// The capped worker with real worker threads (the fixture modules beside this file): jobs answer one at a
// time in the order they were queued; a job that loops answers 'timeout' within the cap and the next job
// is answered by a fresh worker; a job that exhausts the heap or exits answers 'crashed'; a handler that
// throws rejects its run only; start-up is not charged to a job but has its own limit; `pending` counts
// queued and running jobs; close() ends a running job. And the millisecond setting read from the
// environment, with the variable named when it is wrong.
import { afterAll, describe, expect, it } from 'vitest';
import { CappedWorker, type CappedWorkerOptions, timeoutSetting } from '../src/index';
import type { Job } from './jobs.worker';

const CAP_MS = 1_500;
const JOBS = new URL('./jobs.worker.ts', import.meta.url);
const workers: CappedWorker<unknown, unknown>[] = [];
afterAll(() => Promise.all(workers.map((w) => w.close())));

function capped<J = Job, A = unknown>(options: Partial<CappedWorkerOptions> = {}): CappedWorker<J, A> {
  const worker = new CappedWorker<J, A>({ script: JOBS, timeoutMs: CAP_MS, heapMb: 32, ...options });
  workers.push(worker as CappedWorker<unknown, unknown>);
  return worker;
}

describe('a capped worker', () => {
  const worker = capped();

  it('answers each job, one at a time in the order they were queued', async () => {
    const finished: number[] = [];
    // Were they run side by side, the shorter sleeps would finish first.
    const runs = [300, 100, 0].map((ms, value) =>
      worker.run({ kind: 'sleep', ms, value }).then((answer) => finished.push(answer as number)),
    );
    await Promise.all(runs);
    expect(finished).toEqual([0, 1, 2]);
    expect(await worker.run({ kind: 'double', value: 21 })).toBe(42);
  }, 60_000);

  it('counts the jobs queued or running, until each has settled', async () => {
    expect(worker.pending).toBe(0);
    const first = worker.run({ kind: 'sleep', ms: 200, value: 1 });
    const second = worker.run({ kind: 'throw' });
    const third = worker.run({ kind: 'sleep', ms: 0, value: 3 });
    expect(worker.pending).toBe(3);
    await first;
    expect(worker.pending).toBe(2);
    await expect(second).rejects.toThrow();
    expect(worker.pending).toBe(1);
    await third;
    expect(worker.pending).toBe(0);
  }, 60_000);

  it("answers 'timeout' for a job that outlives the cap, and a fresh worker answers the next", async () => {
    const before = await worker.run({ kind: 'thread' });
    const started = Date.now();
    expect(await worker.run({ kind: 'loop' })).toBe('timeout');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(CAP_MS - 50);
    expect(took).toBeLessThan(CAP_MS + 1_000);
    const after = await worker.run({ kind: 'thread' });
    expect(after).not.toBe(before);
    expect(await worker.run({ kind: 'double', value: 4 })).toBe(8);
  }, 60_000);

  it("answers 'crashed' for a job whose worker runs out of heap, and a fresh worker answers the next", async () => {
    const before = await worker.run({ kind: 'thread' });
    expect(await worker.run({ kind: 'exhaust' })).toBe('crashed');
    expect(await worker.run({ kind: 'thread' })).not.toBe(before);
  }, 60_000);

  it("answers 'crashed' for a job whose worker exits", async () => {
    expect(await worker.run({ kind: 'exit' })).toBe('crashed');
    expect(await worker.run({ kind: 'double', value: 5 })).toBe(10);
  }, 60_000);

  it('rejects a job whose handler throws, naming the script, and the same worker answers the next', async () => {
    const before = await worker.run({ kind: 'thread' });
    await expect(worker.run({ kind: 'throw' })).rejects.toThrow(
      /^jobs\.worker\.ts: Error: a bug in the handler/,
    );
    await expect(worker.run({ kind: 'unclonable' })).rejects.toThrow(
      /^jobs\.worker\.ts: .*could not be cloned/,
    );
    expect(await worker.run({ kind: 'thread' })).toBe(before);
  }, 60_000);

  it('moves what it is given to transfer', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).buffer;
    expect(await worker.run({ kind: 'sum', bytes }, [bytes])).toBe(10);
    expect(bytes.byteLength).toBe(0);
    const copied = new Uint8Array([5, 6]).buffer;
    expect(await worker.run({ kind: 'sum', bytes: copied })).toBe(11);
    expect(copied.byteLength).toBe(2);
  }, 60_000);
});

describe('start-up', () => {
  const SLOW = new URL('./slow-start.worker.ts', import.meta.url);

  it('is not charged to the first job', async () => {
    // The worker takes two seconds to load; the job itself far less than the cap.
    const worker = capped<number, number>({ script: SLOW, timeoutMs: 300 });
    expect(await worker.run(1)).toBe(2);
  }, 60_000);

  it('has its own limit, and a run rejects when the worker does not start', async () => {
    const worker = capped<number, number>({ script: SLOW, readyTimeoutMs: 200 });
    await expect(worker.run(1)).rejects.toThrow('slow-start.worker.ts did not start within 200 ms');
    expect(worker.pending).toBe(0);
  }, 60_000);

  it('rejects a run when the worker module throws while loading', async () => {
    const worker = capped({ script: new URL('./broken.worker.ts', import.meta.url) });
    await expect(worker.run({ kind: 'thread' })).rejects.toThrow('the worker module is broken');
  }, 60_000);
});

describe('close()', () => {
  it('terminates the worker under a running job, which rejects, and refuses later jobs', async () => {
    const worker = capped({ timeoutMs: 60_000 });
    expect(await worker.run({ kind: 'double', value: 1 })).toBe(2);
    const looping = worker.run({ kind: 'loop' });
    const queued = worker.run({ kind: 'double', value: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await worker.close();
    await expect(looping).rejects.toThrow(/closed/);
    await expect(queued).rejects.toThrow(/closed/);
    // The loop ended with its thread, not with the 60 s cap.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(worker.run({ kind: 'double', value: 3 })).rejects.toThrow(/closed/);
    expect(worker.pending).toBe(0);
  }, 60_000);

  it('does not wait for a worker that is still starting', async () => {
    const worker = capped<number, number>({ script: new URL('./slow-start.worker.ts', import.meta.url) });
    const run = worker.run(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await worker.close();
    // Its start-up has more than a second to go.
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(run).rejects.toThrow(/closed/);
  }, 60_000);
});

describe('timeoutSetting', () => {
  it('takes whole milliseconds, and the fallback when unset or empty', () => {
    expect(timeoutSetting({}, 'X_MS', 2000)).toBe(2000);
    expect(timeoutSetting({ X_MS: '' }, 'X_MS', 2000)).toBe(2000);
    expect(timeoutSetting({ X_MS: '500' }, 'X_MS', 2000)).toBe(500);
    expect(timeoutSetting({ X_MS: '600000' }, 'X_MS', 2000)).toBe(600_000);
    expect(timeoutSetting({ X_MS: '30' }, 'X_MS', 2000, 30)).toBe(30);
  });

  it('refuses anything else, naming the variable and the range', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '600001'])
      expect(() => timeoutSetting({ X_MS: bad }, 'X_MS', 2000), bad).toThrow(
        new RangeError(`X_MS must be an integer from 1 to 600000, got "${bad}"`),
      );
    expect(() => timeoutSetting({ X_MS: '31' }, 'X_MS', 2000, 30)).toThrow(
      /^X_MS must be an integer from 1 to 30, got "31"$/,
    );
  });
});
