// The compilers this service can run, keyed as clients name them (`func@<func-js-bin version>`,
// `tolk@<tolk-js version>`). FunC and Tolk are the WebAssembly builds from npm; several versions sit side
// by side through npm aliases (apps/verify/package.json), because a contract verifies only with the
// exact compiler that built it. TVM Solidity cannot be installed from the registries, so it is not
// listed until an operator declares binaries (decision 0042).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { SOURCE_EXTENSIONS, type SupportedCompiler } from '@tvmscan/api-schema';

const require = createRequire(import.meta.url);

export type WasmLanguage = 'func' | 'tolk';

/** A compiler that runs here in WebAssembly: `module` is what the compile child loads. */
export interface WasmCompiler {
  key: string;
  language: WasmLanguage;
  /** The language version the compiler implements. */
  version: string;
  module: string;
  /** The npm package and version that ship it, for the /supported texts. */
  build: string;
}

const packageVersion = (packageJson: string): string =>
  (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;

/** A func-js release (or an alias of one) and the func-js-bin it carries: the bin is the compiler. */
function func(module: string): WasmCompiler {
  const bin = require.resolve('@ton-community/func-js-bin/package.json', {
    paths: [dirname(require.resolve(`${module}/package.json`))],
  });
  const binVersion = packageVersion(bin);
  return {
    key: `func@${binVersion}`,
    language: 'func',
    version: binVersion.replace(/-.*$/, ''),
    module,
    build: `func-js-bin ${binVersion}`,
  };
}

function tolk(module: string): WasmCompiler {
  const version = packageVersion(require.resolve(`${module}/package.json`));
  return { key: `tolk@${version}`, language: 'tolk', version, module, build: `tolk-js ${version}` };
}

/** Newest first within each language. */
export const WASM_COMPILERS: readonly WasmCompiler[] = [
  func('@ton-community/func-js'),
  func('func-js-0.7.0'),
  tolk('@ton/tolk-js'),
  tolk('tolk-js-1.2.0'),
];

const LANGUAGE_NAMES = { func: 'FunC', tolk: 'Tolk', solidity: 'TVM Solidity' } as const;

export function compilerByKey(key: string): WasmCompiler | undefined {
  return WASM_COMPILERS.find((c) => c.key === key);
}

/** GET /supported/compilers. */
export function supportedCompilers(): SupportedCompiler[] {
  return WASM_COMPILERS.map((c) => ({
    key: c.key,
    language: c.language,
    version: c.version,
    available: true,
    linker: null,
  }));
}

/** GET /supported/solc: every available compiler's key → a readable text (the page shows them newest
 *  first, the order here). */
export function compilerTexts(): Record<string, string> {
  return Object.fromEntries(
    WASM_COMPILERS.map((c) => [c.key, `${LANGUAGE_NAMES[c.language]} ${c.version} (${c.build})`]),
  );
}

/** The file extensions a compiler takes. */
export const extensionsOf = (c: WasmCompiler): readonly string[] => SOURCE_EXTENSIONS[c.language];
