// A compile request's files, checked before anything runs: every path normalised under the fixed
// `contracts/src` root of spec §5 (a path that would leave it is refused, naming it), extensions that
// match the chosen compiler, no two files at one path, and at least one target. The compile itself
// sees only paths relative to the root.
import { posix } from 'node:path';
import { ABI_EXTENSION, type CompileRequest, VERIFY_SOURCE_ROOT } from '@tvmscan/api-schema';

export class RequestFault extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestFault';
  }
}

export interface SourceFile {
  /** Relative to the root, e.g. `wallet.fc` or `lib/math.fc`. */
  path: string;
  content: string;
  target: boolean;
}

const ROOT_PREFIX = `${VERIFY_SOURCE_ROOT}/`;

/** A file's name without its folder and extension: what a contract built from it is called. */
export const baseName = (path: string): string =>
  path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');

/** `path` relative to the root, or null when it would leave it. A path may be given relative to the
 *  root or starting with `contracts/src/`; either way it is resolved inside the root before it is
 *  judged, so `contracts/src/../../a.fc` is outside, not `a.fc`. */
export function relativeSourcePath(path: string): string | null {
  if (path.includes('\\') || path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return null;
  const normal = posix.normalize(path.startsWith(ROOT_PREFIX) ? path : `${ROOT_PREFIX}${path}`);
  if (!normal.startsWith(ROOT_PREFIX) || normal.endsWith('/')) return null;
  const relative = normal.slice(ROOT_PREFIX.length);
  return relative === '' ? null : relative;
}

/** The files of a request, checked; `extensions` are the chosen compiler's. */
export function checkSources(
  sources: CompileRequest['sources'],
  extensions: readonly string[],
): SourceFile[] {
  const seen = new Set<string>();
  const files = sources.map((s, i): SourceFile => {
    const field = `sources.${i}.path`;
    const path = relativeSourcePath(s.path);
    if (path === null) throw new RequestFault(field, `${s.path} is not a path under ${VERIFY_SOURCE_ROOT}`);
    if (seen.has(path)) throw new RequestFault(field, `${s.path} is sent twice`);
    seen.add(path);
    const target = s.source_type !== 'Dependency';
    const fits = extensions.some((e) => path.endsWith(e)) || (!target && path.endsWith(ABI_EXTENSION));
    if (!fits) {
      const allowed = target ? extensions : [...extensions, ABI_EXTENSION];
      throw new RequestFault(field, `${s.path}: this compiler takes ${allowed.join(', ')} files`);
    }
    return { path, content: s.content, target };
  });
  if (!files.some((f) => f.target))
    throw new RequestFault('sources', 'no CompileTarget or VerifyTarget file');
  return files;
}

/** The stored path of a file: under the root, as the contract page shows it. */
export const storedPath = (relative: string): string => `${ROOT_PREFIX}${relative}`;
