// What the service and its compile child (compile-child.ts) say to each other over IPC.
import type { WasmLanguage } from './compilers';

interface JobFiles {
  /** Paths relative to the sources' root. */
  files: { path: string; content: string }[];
  targets: string[];
}

/** FunC or Tolk, in WebAssembly inside the child. */
export interface WasmJob extends JobFiles {
  kind: 'wasm';
  language: WasmLanguage;
  /** The npm module (or alias) of the compiler. */
  module: string;
  /** -O<n> from the request's flags; null for the compiler's default. */
  optLevel: number | null;
}

/** TVM Solidity: an operator's binary the child runs on the sources written to `workDir` (a fresh
 *  directory the runner creates and removes), then its linker when the manifest names one. */
export interface NativeJob extends JobFiles {
  kind: 'native';
  workDir: string;
  /** Binaries with the checksums the manifest declares; `args` are the request's allowed flags. */
  compiler: { path: string; sha256: string; args: string[] };
  linker: { path: string; sha256: string; lib: { path: string; sha256: string } | null } | null;
  /** The contract a target's build is named after (`--contract=`), or null for the file's own name. */
  contract: string | null;
}

export type CompileJob = WasmJob | NativeJob;
/** A job as it is queued: the runner gives a TVM Solidity job its work directory when it runs. */
export type QueuedJob = WasmJob | Omit<NativeJob, 'workDir'>;

export interface ToolOutput {
  stdout: string;
  stderr: string;
  success: boolean;
}

/** One target's result: the compiler's BOC (base64: a code cell from FunC and Tolk, the TVC a TVM
 *  Solidity build wrote) and the tools' messages, or why it failed. */
export type TargetOutcome =
  | {
      ok: true;
      boc: string;
      stdout: string;
      stderr: string /** ABI JSON a TVM Solidity build wrote. */;
      abi?: string | null;
    }
  | { ok: false; stdout: string; stderr: string; linker?: ToolOutput };

export interface ChildAnswer {
  outcomes: TargetOutcome[];
}
