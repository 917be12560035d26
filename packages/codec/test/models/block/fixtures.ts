// The real block fixtures: every file under blocks/ whose root is a Block (tag 11ef55aa / 11ef55bb),
// with the manifest's independent BOC facts where its table has them.
import { listFixtures, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { readBoc } from '../../../src/cell';
import { type ManifestBoc, manifestBocs } from '../../cell/manifest';

export interface BlockFixture {
  file: string;
  bytes: Uint8Array;
  tag: number;
  /** The manifest's "BOC check" facts, absent for the rows added without that column. */
  row?: ManifestBoc;
}

const NOT_BOC = /\.(json|txt)$/;

export function blockFixtures(): BlockFixture[] {
  const rows = new Map(manifestBocs().map((r) => [r.file, r]));
  const out: BlockFixture[] = [];
  for (const name of listFixtures('blocks')) {
    const file = `blocks/${name}`;
    if (NOT_BOC.test(name) && !rows.has(file)) continue;
    const bytes = readFixtureBoc(file);
    const tag = readBoc(bytes)[0].beginParse(true).loadUint(32);
    if (tag === 0x11ef55aa || tag === 0x11ef55bb) out.push({ file, bytes, tag, row: rows.get(file) });
  }
  return out;
}

/** The fixture whose file name starts with `prefix` (inside blocks/). */
export function blockFixture(prefix: string): BlockFixture {
  const found = blockFixtures().filter((f) => f.file.startsWith(`blocks/${prefix}`));
  if (found.length !== 1)
    throw new Error(`expected one block fixture named ${prefix}*, found ${found.length}`);
  return found[0];
}
