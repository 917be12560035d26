// Reads the expected BOC facts (root hash, cell count, depth, exotic kinds) from the fixtures'
// MANIFEST.md, whose "BOC check" column was produced independently of this codec.
import { existsSync, readFileSync } from 'node:fs';
import { fixturePath, fixturesDir, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import type { CellType } from '../../src/cell';

export interface ManifestBoc {
  file: string;
  /** Field of a JSON wrapper holding the BOC, with its encoding. */
  embedded?: { field: string; encoding: 'hex' | 'base64' };
  roots: number;
  cells: number;
  headerCells: number;
  rootHash: string;
  rootDepth: number;
  exotic: Partial<Record<CellType, number>>;
  flags: string;
  sha256: string;
}

const KIND: Record<string, CellType> = {
  PrunedBranch: 'prunedBranch',
  Library: 'library',
  MerkleProof: 'merkleProof',
  MerkleUpdate: 'merkleUpdate',
};

function parseRow(line: string): ManifestBoc | null {
  const file = /^\| `([^`]+)`/.exec(line)?.[1];
  const counts = /valid; roots=(\d+); cells=(\d+) \(header (\d+)\)/.exec(line);
  if (!file || !counts) return null;
  const embedded = /embedded BOC in field (\w+) \((hex|base64)\)/.exec(line);
  const exoticText = /exotic cells: ([^<|]*)/.exec(line)?.[1].trim() ?? 'none';
  const exotic: Partial<Record<CellType, number>> = {};
  if (exoticText !== 'none') {
    for (const part of exoticText.split(',')) {
      const [kind, n] = part.split(':').map((x) => x.trim());
      if (!KIND[kind]) throw new Error(`manifest: unknown exotic kind ${kind} for ${file}`);
      exotic[KIND[kind]] = Number(n);
    }
  }
  return {
    file,
    embedded: embedded ? { field: embedded[1], encoding: embedded[2] as 'hex' | 'base64' } : undefined,
    roots: Number(counts[1]),
    cells: Number(counts[2]),
    headerCells: Number(counts[3]),
    rootHash: /root_hash=`([0-9a-f]{64})`/.exec(line)![1],
    rootDepth: Number(/root depth (\d+)/.exec(line)![1]),
    exotic,
    flags: /magic b5ee9c72(?: \[([^\]]+)\])?/.exec(line)?.[1] ?? '',
    sha256: /sha256\(bytes\)=`([0-9a-f]{64})`/.exec(line)![1],
  };
}

/** Manifest rows describing a BOC whose file is present (held-out files are skipped). */
export function manifestBocs(): ManifestBoc[] {
  if (!fixturesDir) return [];
  const text = readFileSync(fixturePath('MANIFEST.md'), 'utf8');
  return text
    .split('\n')
    .map(parseRow)
    .filter((row): row is ManifestBoc => row !== null && existsSync(fixturePath(row.file)));
}

/** The BOC bytes a manifest row describes, unwrapping JSON containers. */
export function manifestBocBytes(row: ManifestBoc): Uint8Array {
  if (!row.embedded) return readFixtureBoc(row.file);
  const json = JSON.parse(readFileSync(fixturePath(row.file), 'utf8')) as Record<string, string>;
  return new Uint8Array(Buffer.from(json[row.embedded.field], row.embedded.encoding));
}
