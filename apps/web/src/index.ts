// Node-side entry of @tvmscan/web: where the built SPA lives, so the API (or the CLI) can serve it
// without knowing this workspace's layout. The browser entry is src/main.tsx.
import { fileURLToPath } from 'node:url';

export const webRoot: string = fileURLToPath(new URL('../dist', import.meta.url));
