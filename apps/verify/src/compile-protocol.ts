// What the service and its compile child (compile-child.ts) say to each other over IPC.
import type { WasmLanguage } from './compilers';

export interface CompileJob {
  language: WasmLanguage;
  /** The npm module (or alias) of the compiler. */
  module: string;
  /** -O<n> from the request's flags; null for the compiler's default. */
  optLevel: number | null;
  /** Paths relative to the sources' root. */
  files: { path: string; content: string }[];
  targets: string[];
}

/** One target's result: the code BOC (base64) and the compiler's messages, or why it failed. */
export type TargetOutcome =
  | { ok: true; boc: string; stdout: string; stderr: string }
  | { ok: false; stdout: string; stderr: string };

export interface ChildAnswer {
  outcomes: TargetOutcome[];
}
