// The web app is the one workspace that needs a build. `tvmscan dev` builds it when its sources are
// newer than the last build, so a fresh clone and an edited checkout both serve current pages.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
export const webDist = join(webDir, 'dist');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale(): boolean {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'ever-wallet-module.ts', 'package.json']
    .map((name) => join(webDir, name))
    .filter(existsSync);
  return Math.max(...inputs.map(newestMtime)) > statSync(built).mtimeMs;
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  // Vite and the React plugin build for production only when NODE_ENV says so or is unset; a caller's
  // NODE_ENV=test or development would otherwise serve React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webDir, logLevel: 'warn', mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
