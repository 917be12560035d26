// nekoton-wasm's Node build is CommonJS under `nekoton-wasm/node`: required once, shared by the module.
import { createRequire } from 'node:module';
import type * as Nekoton from 'nekoton-wasm';

const require = createRequire(import.meta.url);

export const nekoton: typeof Nekoton = require('nekoton-wasm/node');
export type { Nekoton };
