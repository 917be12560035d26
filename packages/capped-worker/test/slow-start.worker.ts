// A worker whose start-up takes two seconds, on a busy clock (like loading a WebAssembly module): serveJobs
// is called only after it.
import { serveJobs } from '../src/index';

const until = Date.now() + 2000;
while (Date.now() < until);
serveJobs<number, number>((value) => value + 1);
