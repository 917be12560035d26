// One autocannon run in its own process, so the load generator does not share the server's event
// loop (in one process the generator's own work shows up as server latency). Reads the options as
// JSON on stdin (a mix's request list is too long for argv), prints the result's figures as JSON on stdout.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

const options = JSON.parse(await text(process.stdin)) as Parameters<typeof autocannon>[0];
const r = await autocannon(options);
process.stdout.write(
  JSON.stringify({
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  }),
);
