// The load generator, in its own process so its work never shows up as server latency. Reads a load as
// JSON on stdin (a mix's request lists are too long for argv): groups of requests (an endpoint each)
// sent over one pool of connections for a duration; prints each group's figures as JSON.
//
// A load without a rate is autocannon flat out (one group): every connection sends its next request as
// soon as the last is answered, which measures capacity. A load with a rate is paced here instead, each
// request's group drawn by weight, so a mix shares its connections as visitors' requests share a
// server's: autocannon's rate
// limit lets each connection send its whole quota at the start of each second, so "100 req/s on 64
// connections" arrives as bursts of up to 64 at once, and its latency would be the burst's queue. Paced
// requests arrive one by one at random (exponential) intervals averaging the rate, as independent
// visitors do, and each latency counts from when the request was due, so a slow server cannot hide its
// backlog by delaying the requests it has not yet been sent (coordinated omission).
import { Agent, request } from 'node:http';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Options } from 'autocannon';

type Requests = Required<Options>['requests'];

export interface Load {
  url: string;
  duration: number;
  connections: number;
  /** Requests per second, paced; absent: flat out. */
  rate?: number;
  /** What is sent: each group cycles through its requests, drawn in proportion to its weight. */
  groups: Array<{ requests: Requests; weight: number }>;
}

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Paced loads: every answered request's latency, ms to 0.1, for percentiles over several loads. */
  latencies?: number[];
}

async function flatOut({ url, duration, connections, groups }: Load): Promise<LoadResult[]> {
  if (groups.length !== 1) throw new Error('a load flat out sends one group');
  const r = await autocannon({ url, duration, connections, requests: groups[0].requests });
  const { p50, p99 } = r.latency;
  return [{ p50, p99, rps: r.requests.average, total: r.requests.total, non2xx: r.non2xx, errors: r.errors }];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10
    : 0;

async function paced({ url, duration, connections, rate, groups }: Load & { rate: number }) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const tally = groups.map(() => ({ latencies: [] as number[], sent: 0, non2xx: 0, errors: 0 }));
  const totalWeight = groups.reduce((n, g) => n + g.weight, 0);
  const pick = () => {
    let x = Math.random() * totalWeight;
    for (let i = 0; i < groups.length - 1; i++) {
      x -= groups[i].weight;
      if (x < 0) return i;
    }
    return groups.length - 1;
  };
  const send = (g: number, due: number) =>
    new Promise<void>((done) => {
      const t = tally[g];
      const r = groups[g].requests[t.sent++ % groups[g].requests.length];
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: r.method,
          path: r.path,
          headers: r.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            t.latencies.push(performance.now() - due);
            if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299) t.non2xx++;
            done();
          });
        },
      );
      req.on('error', () => {
        t.errors++;
        done();
      });
      req.end(r.body);
    });
  const start = performance.now();
  const end = start + duration * 1000;
  const sent: Promise<void>[] = [];
  for (let due = start; ; ) {
    due += (-Math.log(1 - Math.random()) * 1000) / rate;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    sent.push(send(pick(), due));
  }
  await Promise.all(sent);
  agent.destroy();
  return tally.map((t): LoadResult => {
    const sorted = t.latencies.sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      rps: sorted.length / duration,
      total: sorted.length,
      non2xx: t.non2xx,
      errors: t.errors,
      latencies: sorted.map((ms) => Math.round(ms * 10) / 10),
    };
  });
}

const load = JSON.parse(await text(process.stdin)) as Load;
const results = load.rate ? await paced({ ...load, rate: load.rate }) : await flatOut(load);
process.stdout.write(JSON.stringify(results));
