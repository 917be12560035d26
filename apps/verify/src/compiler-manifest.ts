// TVM Solidity compilers an operator installed. No registry here ships `sold`, `solc` or `tvm_linker`,
// so `TVMSCAN_COMPILERS` names a JSON manifest of the binaries (decision 0042): a list of
// `{key, path, sha256, fork, commit, version, linker?: {version, path, sha256, lib?: {path, sha256}}}`.
// An entry is offered only while every file it names is present and has the declared checksum: a
// binary that was swapped or is missing must not be run on the strength of a key. An entry with a
// linker is the solc + tvm_linker pair (solc writes assembly, the linker the TVC); one without is
// sold, which writes the TVC itself.
import { createHash } from 'node:crypto';
import { accessSync, constants, readFileSync } from 'node:fs';
import { z } from 'zod';
import { type NativeCompiler, WASM_COMPILERS } from './compilers';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 as 64 lowercase hex digits');
const File = z.strictObject({ path: z.string().min(1), sha256: Sha256 });
const Entry = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}$/, 'letters, digits and . _ @ + -'),
  path: z.string().min(1),
  sha256: Sha256,
  /** The compiler's source repository, e.g. `everx-labs/TVM-Solidity-Compiler`. */
  fork: z.string().min(1).max(100),
  commit: z.string().regex(/^[0-9a-f]{7,40}$/, 'a git commit in hex'),
  version: z.string().min(1).max(40),
  linker: z
    .strictObject({
      version: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}$/),
      path: z.string().min(1),
      sha256: Sha256,
      lib: File.optional(),
    })
    .optional(),
});
const Manifest = z.array(Entry);
export type ManifestEntry = z.infer<typeof Entry>;

export class ManifestError extends Error {
  constructor(path: string, problem: string) {
    super(`TVMSCAN_COMPILERS ${path}: ${problem}`);
    this.name = 'ManifestError';
  }
}

/** The sha256 of a file, in hex. */
export const fileSha256 = (path: string): string =>
  createHash('sha256').update(readFileSync(path)).digest('hex');

/** Why `file` cannot be used as declared, or null. */
export function fileProblem(file: { path: string; sha256: string }, executable: boolean): string | null {
  try {
    accessSync(file.path, executable ? constants.X_OK : constants.R_OK);
  } catch {
    return `${file.path} is missing or not ${executable ? 'executable' : 'readable'}`;
  }
  return fileSha256(file.path) === file.sha256 ? null : `${file.path} does not have the declared sha256`;
}

function entryProblem(e: ManifestEntry): string | null {
  return (
    fileProblem(e, true) ??
    (e.linker
      ? (fileProblem(e.linker, true) ?? (e.linker.lib ? fileProblem(e.linker.lib, false) : null))
      : null)
  );
}

/** The manifest's entries with what can run; a malformed manifest throws ManifestError (the operator's
 *  mistake stops the start, as a wrong setting does). */
export function loadCompilerManifest(path: string): NativeCompiler[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ManifestError(path, e instanceof Error ? e.message : String(e));
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ManifestError(path, `${issue.path.join('.') || 'the manifest'}: ${issue.message}`);
  }
  const keys = new Set(WASM_COMPILERS.map((c) => c.key));
  return parsed.data.map((e, i) => {
    if (keys.has(e.key))
      throw new ManifestError(path, `${i}.key: ${e.key} is used twice or by a bundled compiler`);
    keys.add(e.key);
    return {
      kind: 'native',
      key: e.key,
      language: 'solidity',
      version: e.version,
      fork: e.fork,
      commit: e.commit,
      path: e.path,
      sha256: e.sha256,
      linker: e.linker ? { ...e.linker, lib: e.linker.lib ?? null } : null,
      unavailable: entryProblem(e),
    };
  });
}
