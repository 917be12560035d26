// Entry of every worker thread that runs a TypeScript module (the indexer's decoder, the capped workers):
// the module to run is the last argument. The workspaces ship TypeScript sources (decision 0001), and a
// worker starts without the loader its parent may have registered, so it registers tsx itself before
// importing that module.
import { register } from 'tsx/esm/api';

register();
await import(process.argv.at(-1));
