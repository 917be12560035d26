// Child process of resume.test.ts: indexes a folder into a database until done, printing `ready` once
// the database is open and `batch <mc seqno>` per committed batch, so the parent can SIGKILL it at any
// moment and know how far this run got.
import { migrateToLatest, openDatabase } from '@tvmscan/db';
import { filesSource, runIndexer } from '../src/index';

const [dir, url, schema, dataDir] = process.argv.slice(2);
const database = await openDatabase(url ? { url, schema, poolSize: 2 } : { dataDir });
await migrateToLatest(database);
process.stdout.write('ready\n');
await runIndexer({
  database,
  source: filesSource(dir),
  signal: new AbortController().signal,
  log: {
    info: (fields, msg) =>
      msg === 'batch committed' && process.stdout.write(`batch ${(fields as { mcSeqno: number }).mcSeqno}\n`),
    warn: () => {},
  },
});
await database.close();
process.stdout.write('done\n');
