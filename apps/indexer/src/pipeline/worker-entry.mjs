// Entry of the decode worker thread. The workspaces ship TypeScript sources (decision 0001), and a
// worker starts without the loader its parent may have registered, so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./decode-worker.ts');
