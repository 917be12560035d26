// nekoton-wasm ships a Node build as CommonJS under `nekoton-wasm/node` (the default ESM entry expects a
// browser loader), so it is required once here and shared by every module that needs it.
import { createRequire } from 'node:module';
import type * as Nekoton from 'nekoton-wasm';

const require = createRequire(import.meta.url);

export const nekoton: typeof Nekoton = require('nekoton-wasm/node');
export type { Nekoton };
