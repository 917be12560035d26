// The Tycho block archive source on the two real archives of a Tycho test network (200 masterchain
// blocks and 13 shard blocks after states/tycho_zerostate.boc; fixtures MANIFEST.md): entries read as
// the manifest counts them, every block yielded once in order with the blocks its masterchain block
// commits, every masterchain state update applied exactly from the zerostate, and a block whose root
// hash is not its entry's refused and never yielded.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBlock } from '@tvmscan/codec';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { decompress } from 'fzstd';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, archiveSource, type MasterchainBatch, readArchive } from '../src/index';

const archiveBytes = (n: number) => new Uint8Array(readFileSync(fixturePath(`archives/archive_${n}.bin`)));

async function collect(
  path: string,
  opts: Parameters<typeof archiveSource>[1] = {},
  after: number | null = null,
) {
  const batches: MasterchainBatch[] = [];
  for await (const batch of archiveSource(path, opts).batches(after, new AbortController().signal))
    batches.push(batch);
  return batches;
}

const scratch = mkdtempSync(join(tmpdir(), 'tvmscan-archives-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.skipIf(!fixturesDir)(`Tycho block archives ${fixturesSkipReason}`, () => {
  it('reads every entry of both archives, each block the one its header names', () => {
    const first = readArchive(archiveBytes(1));
    const second = readArchive(archiveBytes(2));
    const count = (entries: typeof first, type: string) => entries.filter((e) => e.type === type).length;
    expect([first.length, count(first, 'block'), count(first, 'proof'), count(first, 'queueDiff')]).toEqual([
      321, 107, 107, 107,
    ]);
    expect([second.length, count(second, 'block')]).toEqual([318, 106]);
    for (const entry of [...first, ...second].filter((e) => e.type === 'block')) {
      const { rootHash, block } = decodeBlock(entry.data);
      expect(rootHash).toBe(entry.rootHash);
      expect([block.info.shard.workchain, block.info.seqNo]).toEqual([entry.workchain, entry.seqno]);
    }
    const firstMc = first.find((e) => e.type === 'block' && e.workchain === -1);
    expect(firstMc).toMatchObject({
      seqno: 1,
      shard: '8000000000000000',
      rootHash: '46d10f8c805ba2d9e4bf8fde8d813b03ef60e6ebd4642115264c46ea6e70fa27',
    });
  });

  it('yields 200 masterchain blocks in order, each shard block once, states applied from the zerostate', async () => {
    const zerostate = readFixtureBoc('states/tycho_zerostate.boc');
    const batches = await collect(fixturePath('archives'), { states: [zerostate] });
    const mc = batches.map((b) => decodeBlock(b.masterchain.boc));
    expect(mc.map((d) => d.block.info.seqNo)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(mc.at(-1)?.rootHash).toBe('8678820bed78d8a8eeeae8df54c5fb87c59406ba29471e5d0463796b11e90c91');

    const shards = batches.flatMap((b) => b.shards.map((s) => decodeBlock(s.boc)));
    expect(shards.map((d) => d.block.info.seqNo)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(shards.at(-1)?.rootHash).toBe('4b8688e71d3d231bb61e3be40e27ab34083b2576c2746d806ad46a59d68ea81f');
    // Each shard block comes with the first masterchain block whose shard_hashes reach it.
    for (const batch of batches) {
      const tops = decodeBlock(batch.masterchain.boc).block.extra.custom?.shardHashes ?? [];
      for (const s of batch.shards) {
        const { rootHash, block } = decodeBlock(s.boc);
        const top = tops.find((t) => t.descr.seqNo >= block.info.seqNo);
        expect(top, rootHash).toBeDefined();
      }
    }

    // Every masterchain block follows from the zerostate by its MerkleUpdate (applyMerkleUpdate checks
    // the new state's hash against the update's), so each comes with its accounts' states.
    expect(batches.every((b) => b.masterchain.accountStates !== undefined)).toBe(true);
    expect(mc.slice(1).every((d, i) => d.block.stateUpdate.oldHash === mc[i].block.stateUpdate.newHash)).toBe(
      true,
    );
    // The workchain's zerostate is not among the fixtures (only the masterchain's is): its blocks come
    // without states, and their updates chain from one to the next.
    expect(batches.flatMap((b) => b.shards).some((s) => s.accountStates !== undefined)).toBe(false);
    expect(
      shards.slice(1).every((d, i) => d.block.stateUpdate.oldHash === shards[i].block.stateUpdate.newHash),
    ).toBe(true);
  });

  it('resumes after a checkpoint with the states a full replay reaches', async () => {
    const zerostate = readFixtureBoc('states/tycho_zerostate.boc');
    const batches = await collect(fixturePath('archives'), { states: [zerostate] }, 150);
    expect(batches.map((b) => decodeBlock(b.masterchain.boc).block.info.seqNo)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 151),
    );
    expect(batches.every((b) => b.masterchain.accountStates !== undefined)).toBe(true);
  });

  it('refuses a block whose root hash is not its entry header’s, and yields the rest', async () => {
    const unpacked = decompress(archiveBytes(1));
    const entries = readArchive(unpacked);
    const last = entries.findLast((e) => e.type === 'block' && e.workchain === -1);
    expect(last?.seqno).toBe(100);
    // The header's root hash is the 32 bytes at offset 20 of the 92-byte header before the data.
    const tampered = new Uint8Array(unpacked);
    const headerAt = (last?.data.byteOffset ?? 0) - unpacked.byteOffset - 92;
    tampered[headerAt + 20] ^= 0xff;
    const file = join(scratch, 'tampered.bin');
    writeFileSync(file, tampered);

    const refused: string[] = [];
    const batches = await collect(file, { onRefused: (m) => refused.push(m) });
    const wrongHash = Buffer.from(tampered.subarray(headerAt + 20, headerAt + 52)).toString('hex');
    expect(refused).toEqual([
      `tampered.bin: block -1:8000000000000000:100 ${wrongHash} refused: its root hash is ${last?.rootHash}`,
    ]);
    const seqnos = batches.map((b) => decodeBlock(b.masterchain.boc).block.info.seqNo);
    expect(seqnos).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
  });

  it('follows a folder: a new archive is read when it lands, one being written once its size holds', async () => {
    const dir = mkdtempSync(join(scratch, 'followed-'));
    writeFileSync(join(dir, 'archive_1.bin'), archiveBytes(1));
    const whole = archiveBytes(2);
    // Half of the second archive, as a copy in progress shows it.
    writeFileSync(join(dir, 'archive_2.bin'), whole.subarray(0, whole.length >> 1));
    const stop = new AbortController();
    const seqnos: number[] = [];
    const told: string[] = [];
    const source = archiveSource(dir, { followIntervalMs: 20, onRefused: (m) => told.push(m) });
    for await (const batch of source.batches(null, stop.signal)) {
      seqnos.push(decodeBlock(batch.masterchain.boc).block.info.seqNo);
      // Written whole a few looks later: the source must not take the half it sees first.
      if (seqnos.length === 100) setTimeout(() => writeFileSync(join(dir, 'archive_2.bin'), whole), 100);
      if (seqnos.length === 200) stop.abort();
    }
    expect(seqnos).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(told).toEqual([
      `${join(dir, 'archive_2.bin')}: the zstd stream does not decode: unexpected EOF (looking again)`,
    ]);
  });

  it('ends with the reason on an archive that is cut short or is not one', async () => {
    const unpacked = decompress(archiveBytes(1));
    expect(() => readArchive(unpacked.subarray(0, 5_000))).toThrow(ArchiveError);
    expect(() => readArchive(unpacked.subarray(0, 5_000))).toThrow(
      /claims \d+ bytes, more than the archive holds/,
    );
    expect(() => readArchive(new Uint8Array([1, 2, 3, 4]))).toThrow(
      'not a block archive (no 65 8f 14 29 prefix)',
    );
    expect(() => readArchive(archiveBytes(1).subarray(0, 1_000))).toThrow(/the zstd stream does not decode/);
    const cut = join(scratch, 'cut.bin');
    writeFileSync(cut, unpacked.subarray(0, 5_000));
    await expect(collect(cut)).rejects.toThrow(`${cut}: the entry at byte`);
  });
});
