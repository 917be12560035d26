// The rules of the verification form (spec §2 "Contracts", §5 "Verification by id" and "Compile
// submit", §8 "Verification"), kept free of React so they are tested alone: which id is looked up how,
// which uploaded files are kept and under which path, what a compile request holds, and which text a
// failure shows.
import type { CompileRequest, CompileResponse, SupportedCompiler } from '@tvmscan/api-schema';
import {
  ABI_EXTENSION,
  SOURCE_EXTENSIONS,
  VERIFY_LIMITS,
  VERIFY_SOURCE_ROOT,
} from '@tvmscan/api-schema/values';
import { ApiError } from '../../shared/api/client';
import { formatRawAddress, parseAddress } from '../../shared/lib/address';

export const DEFAULT_LICENSE = 'GPL-2.0-only';
/** Spec §9: URLs max 127 characters. */
export const URL_MAX_LENGTH = 127;

/** Keys of the contracts catalog for the spec §8 "Verification" texts. */
export type VerifyError =
  | 'abiNotFound'
  | 'idWrong'
  | 'idRequired'
  | 'unknownError'
  | 'requiredFields'
  | 'filesNotLoaded';

const HASH_RE = /^[0-9a-fA-F]{64}$/;

/**
 * The id as the service takes it: a 64-hex code hash in lower case, or an address (raw or friendly) as
 * a raw `workchain:hex` address; null for anything else, which is wrong before any call is made.
 */
export function normalizeContractId(text: string): string | null {
  const id = text.trim();
  if (HASH_RE.test(id)) return id.toLowerCase();
  const address = parseAddress(id);
  return address ? formatRawAddress(address) : null;
}

/** The text of a failed id lookup: 404 is "not verified"; any other answer its own message if any. */
export function idLookupError(error: unknown): { key: VerifyError } | { text: string } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { key: 'abiNotFound' };
    // A refusal the service explains (a 4xx body with a message) is shown as it says.
    if (error.status >= 400 && error.status < 500 && !error.code.startsWith('HTTP_'))
      return { text: error.message };
  }
  return { key: 'idWrong' };
}

/** A file of the picked directory: its path inside the picked directory's parent, and its text. */
export interface PickedFile {
  /** `webkitRelativePath`: `<picked directory>/<path inside it>`. */
  relativePath: string;
  content: string;
}

/**
 * Spec §5: a compile source's path is `contracts/src/` + the file's path minus its first directory
 * (the directory the user picked).
 */
export function sourcePath(relativePath: string): string {
  const parts = relativePath.split('/').filter((p) => p !== '' && p !== '.');
  const inside = parts.length > 1 ? parts.slice(1) : parts;
  return `${VERIFY_SOURCE_ROOT}/${inside.join('/')}`;
}

/** Whether the file is an ABI sent beside a FunC or Tolk target. */
export const isAbiFile = (path: string): boolean => path.toLowerCase().endsWith(ABI_EXTENSION);

/** The extensions the compiler's language takes. */
export const extensionsFor = (language: SupportedCompiler['language']): readonly string[] =>
  SOURCE_EXTENSIONS[language];

/** Keeps the files the chosen compiler takes, and ABIs (as dependencies); others are left out. */
export function keepSourceFiles<F extends { relativePath: string }>(
  files: readonly F[],
  language: SupportedCompiler['language'],
): F[] {
  const extensions = extensionsFor(language);
  return files.filter((f) => {
    const name = f.relativePath.toLowerCase();
    return isAbiFile(name) || extensions.some((ext) => name.endsWith(ext));
  });
}

/** Source files a target may be chosen from (ABIs are not compiled). */
export const targetCandidates = (paths: readonly string[]): string[] => paths.filter((p) => !isAbiFile(p));

/** Flags as sent: rows trimmed, empty rows dropped, at most the service's count. */
export const compilerFlags = (rows: readonly string[]): string[] =>
  rows
    .map((r) => r.trim())
    .filter((r) => r !== '')
    .slice(0, VERIFY_LIMITS.flags);

/**
 * Whether the chosen compiler needs a linker. TVM Solidity names one (`linker` in /supported/compilers);
 * our FunC and Tolk compilers need none, and /supported/linker is empty until an operator declares TVM
 * Solidity binaries, so a linker is required only when the list offers one and the compiler names one.
 */
export function linkerRequired(compiler: SupportedCompiler | undefined, linkers: readonly string[]): boolean {
  return linkers.length > 0 && compiler?.linker !== null && compiler?.linker !== undefined;
}

/** "https only, at most 127 characters"; an empty optional field is fine. */
export function urlProblem(value: string): 'urlLength' | 'urlInvalid' | null {
  if (value === '') return null;
  if (value.length > URL_MAX_LENGTH) return 'urlLength';
  try {
    return new URL(value).protocol === 'https:' ? null : 'urlInvalid';
  } catch {
    return 'urlInvalid';
  }
}

/** A link the page may render: an https URL (contract-supplied links are untrusted). */
export const safeLink = (value: string | null): string | null =>
  value !== null && value !== '' && urlProblem(value) === null ? value : null;

export interface UploadForm {
  compilerVersion: string;
  linkerVersion: string | null;
  linkerNeeded: boolean;
  flags: readonly string[];
  files: readonly { path: string; content: string }[];
  target: string | null;
  license: string;
  projectLink: string;
  auditUrl: string;
}

/** Spec §5: license, compiler version, the linker when needed, files and a target are all there. */
export function uploadComplete(form: UploadForm): boolean {
  return (
    form.license.trim() !== '' &&
    form.compilerVersion !== '' &&
    (!form.linkerNeeded || Boolean(form.linkerVersion)) &&
    form.files.length > 0 &&
    form.target !== null &&
    form.files.some((f) => f.path === form.target)
  );
}

/** The compile request of a complete form: the target is the VerifyTarget, every other file a Dependency. */
export function compileRequest(form: UploadForm): CompileRequest {
  return {
    compiler: { version: form.compilerVersion, flags: compilerFlags(form.flags) },
    ...(form.linkerNeeded && form.linkerVersion ? { linker: { version: form.linkerVersion } } : {}),
    sources: form.files.map((f) => ({
      path: f.path,
      content: f.content,
      source_type: f.path === form.target ? 'VerifyTarget' : 'Dependency',
    })),
    license: form.license.trim(),
    ...(form.projectLink ? { project_link: form.projectLink } : {}),
    ...(form.auditUrl ? { audit_url: form.auditUrl } : {}),
  };
}

/** The code hash the target verified to: compiled now, or already verified before. */
export function verifiedHash(response: CompileResponse, target: string): string | null {
  const already = response.already_verified[target];
  if (already) return already;
  const name = contractNameOf(target);
  const compiled = response.compiled.find((c) => c.success && c.contract_name === name);
  return compiled?.code_hash ?? null;
}

/** The service names a compiled contract after its target file, without directories and without its
 *  last extension (apps/verify's verification.ts: `my.wallet.fc` is `my.wallet`). */
export function contractNameOf(path: string): string {
  const file = path.split('/').pop() ?? path;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/**
 * Spec §8's order for a failed compile: the server's reason (a 4xx body's message); else the target's
 * compiler and linker output, stderr and stdout joined; else the unknown-error text.
 */
export function compileFailure(
  outcome: { error: unknown } | { response: CompileResponse },
  target: string,
): { text: string } | { key: 'unknownError' } {
  if ('error' in outcome) {
    const e = outcome.error;
    if (e instanceof ApiError && e.status >= 400 && e.status < 500 && !e.code.startsWith('HTTP_'))
      return { text: e.message };
    return { key: 'unknownError' };
  }
  const failed =
    outcome.response.failed_to_verify[target] ?? Object.values(outcome.response.failed_to_verify)[0];
  if (failed) {
    const text = [failed.compiler_output, failed.linker_output]
      .flatMap((o) => (o ? [o.stderr, o.stdout] : []))
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .join('\n');
    if (text) return { text };
  }
  return { key: 'unknownError' };
}

/** The language a compiler key compiles: from /supported/compilers, else the key's `<language>@` prefix. */
export function compilerLanguage(
  key: string,
  compilers: readonly SupportedCompiler[],
): SupportedCompiler['language'] | null {
  const known = compilers.find((c) => c.key === key);
  if (known) return known.language;
  const prefix = key.split('@')[0];
  return prefix in SOURCE_EXTENSIONS ? (prefix as SupportedCompiler['language']) : null;
}
