// Preloaded (`node --import`) by production-install.test.ts into a real `tvmscan` process: appends every
// file the process resolves — ESM imports, require() and require.resolve() alike — to the file named by
// RECORD_RESOLUTIONS, so the test can compare what the commands load with what a production install has.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const record = (path) => appendFileSync(process.env.RECORD_RESOLUTIONS, `${path}\n`);

// This module is also the ESM hooks module, loaded again on the hooks thread: only the main thread
// installs the hooks.
if (isMainThread) {
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const path = resolveFilename.apply(this, args);
    record(path);
    return path;
  };
  register(import.meta.url);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (resolved.url.startsWith('file:')) record(fileURLToPath(resolved.url));
  return resolved;
}
