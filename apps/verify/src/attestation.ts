// Attestations (decision 0042): prebuilt ABI, TVC and sources the operator imports for code that cannot
// be compiled here (TVM Solidity until a compiler binary is declared). The code hash is computed by the
// service from the TVC, never taken from the operator; the record says `attested`, and a later compile
// of the same hash replaces it. `tvmscan verify attest <dir>` and `POST /attest` (operator API keys)
// both come here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeBoc } from '@tvmscan/codec';
import { type Database, type RecordOutcome, recordVerifiedContract } from '@tvmscan/db';
import { storedPath } from './sources';
import { codeOfTvc } from './tvc';

export interface Attestation {
  name: string;
  /** ABI JSON text, or null. */
  abi: string | null;
  /** The build's TVC (a StateInit or the code cell, tvc.ts), as BOC bytes. */
  tvc: Uint8Array;
  /** Paths relative to the sources' root. */
  sources: { path: string; content: string }[];
  compilerVersion: string;
  linkerVersion: string | null;
  license?: string | null;
  projectLink?: string | null;
}

export async function attest(
  database: Database,
  a: Attestation,
): Promise<{ codeHash: string; outcome: RecordOutcome }> {
  const code = codeOfTvc(a.tvc, 'tvc');
  const codeHash = code.hashHex();
  const outcome = await recordVerifiedContract(database.db, {
    codeHash,
    contractName: a.name,
    compilerVersion: a.compilerVersion,
    linkerVersion: a.linkerVersion,
    abi: a.abi,
    sources: a.sources.map((s) => ({ path: storedPath(s.path), content: s.content })),
    tvc: a.tvc,
    code: writeBoc(code),
    verifiedBy: 'attested',
    license: a.license ?? null,
    projectLink: a.projectLink ?? null,
    verifiedAt: Math.floor(Date.now() / 1000),
  });
  return { codeHash, outcome };
}

const SOURCE_FILE = /\.(t?sol|fc|func|tolk)$/;
/** A build folder's sources are read whole: this many files of this size at most. */
const MAX_SOURCES = 500;
const MAX_SOURCE_BYTES = 256 * 1024;

function sourceFiles(root: string, dir = root, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(root, path, found);
    else if (SOURCE_FILE.test(entry.name)) found.push(path);
    if (found.length > MAX_SOURCES) throw new Error(`${root}: more than ${MAX_SOURCES} source files`);
  }
  return found;
}

/** The attestations of a build folder: every `<Name>.tvc` beside its `<Name>.abi.json` (in `dir` or its
 *  `build/`), with every source file under `dir` as the sources of each. */
export function attestationsIn(
  dir: string,
  meta: Pick<Attestation, 'compilerVersion' | 'linkerVersion' | 'license' | 'projectLink'>,
): Attestation[] {
  const sources = sourceFiles(dir).map((path) => {
    if (statSync(path).size > MAX_SOURCE_BYTES) throw new Error(`${path}: over ${MAX_SOURCE_BYTES} bytes`);
    return { path: relative(dir, path), content: readFileSync(path, 'utf8') };
  });
  const buildDirs = [dir, join(dir, 'build')].filter((d) =>
    statSync(d, { throwIfNoEntry: false })?.isDirectory(),
  );
  return buildDirs.flatMap((build) =>
    readdirSync(build)
      .filter((f) => f.endsWith('.tvc'))
      .sort()
      .flatMap((file) => {
        const name = file.slice(0, -'.tvc'.length);
        const abiPath = join(build, `${name}.abi.json`);
        if (!statSync(abiPath, { throwIfNoEntry: false })) return [];
        return [
          {
            ...meta,
            name,
            abi: readFileSync(abiPath, 'utf8'),
            tvc: new Uint8Array(readFileSync(join(build, file))),
            sources,
          },
        ];
      }),
  );
}
