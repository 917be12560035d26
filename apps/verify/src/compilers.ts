// The compilers this service can run, keyed as clients name them (`func@<func-js-bin version>`,
// `tolk@<tolk-js version>`, and the keys of an operator's manifest). FunC and Tolk are the WebAssembly
// builds from npm; several versions sit side by side through npm aliases (apps/verify/package.json),
// because a contract verifies only with the exact compiler that built it. TVM Solidity cannot be
// installed from the registries: it is listed only as the operator's manifest declares binaries that
// are present (compiler-manifest.ts, decision 0042).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { SOURCE_EXTENSIONS, type SupportedCompiler } from '@tvmscan/api-schema';

const require = createRequire(import.meta.url);

export type WasmLanguage = 'func' | 'tolk';

/** A compiler that runs here in WebAssembly: `module` is what the compile child loads. */
export interface WasmCompiler {
  kind: 'wasm';
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
    kind: 'wasm',
    key: `func@${binVersion}`,
    language: 'func',
    version: binVersion.replace(/-.*$/, ''),
    module,
    build: `func-js-bin ${binVersion}`,
  };
}

function tolk(module: string): WasmCompiler {
  const version = packageVersion(require.resolve(`${module}/package.json`));
  return {
    kind: 'wasm',
    key: `tolk@${version}`,
    language: 'tolk',
    version,
    module,
    build: `tolk-js ${version}`,
  };
}

/** A TVM Solidity binary an operator declared (compiler-manifest.ts reads them). */
export interface NativeCompiler {
  kind: 'native';
  key: string;
  language: 'solidity';
  version: string;
  fork: string;
  commit: string;
  path: string;
  sha256: string;
  linker: {
    version: string;
    path: string;
    sha256: string;
    lib: { path: string; sha256: string } | null;
  } | null;
  /** Why it is not offered (a file missing, not executable, or not the declared build); null when it is. */
  unavailable: string | null;
}

/** Newest first within each language. */
export const WASM_COMPILERS: readonly WasmCompiler[] = [
  func('@ton-community/func-js'),
  func('func-js-0.7.0'),
  tolk('@ton/tolk-js'),
  tolk('tolk-js-1.2.0'),
];

const LANGUAGE_NAMES = { func: 'FunC', tolk: 'Tolk', solidity: 'TVM Solidity' } as const;

export type Compiler = WasmCompiler | NativeCompiler;

const textOf = (c: Compiler): string =>
  c.kind === 'wasm'
    ? `${LANGUAGE_NAMES[c.language]} ${c.version} (${c.build})`
    : `${LANGUAGE_NAMES.solidity} ${c.version} (${c.fork} ${c.commit.slice(0, 7)}${c.linker ? `, tvm_linker ${c.linker.version}` : ''})`;

/** A WebAssembly compiler always runs; a declared binary only while its files are as declared. */
const isAvailable = (c: Compiler): boolean => c.kind === 'wasm' || c.unavailable === null;

/** The compilers of one service: the WebAssembly ones and the operator's declared binaries. */
export class Compilers {
  constructor(private readonly native: readonly NativeCompiler[] = []) {}

  /** Every compiler, the unavailable declared ones too. */
  private get all(): readonly Compiler[] {
    return [...WASM_COMPILERS, ...this.native];
  }

  private get available(): readonly Compiler[] {
    return this.all.filter(isAvailable);
  }

  /** A declared compiler by key, available or not (the caller says which it is). */
  byKey(key: string): Compiler | undefined {
    return this.all.find((c) => c.key === key);
  }

  /** GET /supported/compilers: every compiler, with whether it can run here. */
  supported(): SupportedCompiler[] {
    return this.all.map((c) => ({
      key: c.key,
      language: c.language,
      version: c.version,
      available: isAvailable(c),
      linker: c.kind === 'native' ? (c.linker?.version ?? null) : null,
    }));
  }

  /** GET /supported/solc: every available compiler's key → a readable text (the page shows them newest
   *  first, the order here). */
  texts(): Record<string, string> {
    return Object.fromEntries(this.available.map((c) => [c.key, textOf(c)]));
  }

  /** GET /supported/linker: the linkers of the available compilers (the page shows them reversed). */
  linkers(): string[] {
    const versions = this.available.flatMap((c) =>
      c.kind === 'native' && c.linker ? [c.linker.version] : [],
    );
    return [...new Set(versions)];
  }
}

/** The file extensions a compiler takes. */
export const extensionsOf = (c: Compiler): readonly string[] => SOURCE_EXTENSIONS[c.language];
