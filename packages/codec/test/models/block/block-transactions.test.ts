// Transactions as blocks hold them: every transaction cell of every real block decodes with
// loadTransaction, belongs to the account and lt it is filed under, carries the fees its aug extra
// states, and the block's InMsgDescr / OutMsgDescr point at transactions the block really contains.

import { fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { decodeBlock } from '../../../src/models/decode';
import { loadTransaction } from '../../../src/models/transaction';
import { blockFixture, blockFixtures } from './fixtures';

describe.skipIf(!fixturesDir)(`transactions inside real blocks ${fixturesSkipReason}`, () => {
  const all = fixturesDir ? blockFixtures() : [];

  it('decode, sit under their own account and lt, and sum to the account block extras', () => {
    let count = 0;
    for (const f of all) {
      const { block } = decodeBlock(f.bytes);
      const txHashes = new Set<string>();
      for (const [key, { value: ab, extra }] of block.extra.accountBlocks.entries) {
        expect(ab.accountAddr, f.file).toBe(key.toString(16).padStart(64, '0'));
        let fees = 0n;
        for (const [lt, { value: cell, extra: txFees }] of ab.transactions) {
          const tx = loadTransaction(cell);
          expect(tx.accountAddr, f.file).toBe(ab.accountAddr);
          expect(tx.lt, f.file).toBe(lt);
          expect(tx.totalFees.grams, f.file).toBe(txFees.grams);
          expect(tx.lt >= block.info.startLt && tx.lt <= block.info.endLt, f.file).toBe(true);
          fees += txFees.grams;
          txHashes.add(tx.hash);
          count++;
        }
        expect(extra.grams, f.file).toBe(fees);
      }
      for (const { value: m } of block.extra.inMsgDescr.entries.values()) {
        if ('transaction' in m) expect(txHashes.has(m.transaction.hashHex()), f.file).toBe(true);
      }
      for (const { value: m } of block.extra.outMsgDescr.entries.values()) {
        if ('transaction' in m) expect(txHashes.has(m.transaction.hashHex()), f.file).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('gives the transaction ids ever-block-json asserts for masterchain block a9c07ece…', () => {
    const { block } = decodeBlock(blockFixture('ever-block-json_a9c07ece').bytes);
    const ids = [...block.extra.accountBlocks.entries.values()].flatMap(({ value }) =>
      [...value.transactions.values()].map((t) => t.value.hashHex()),
    );
    expect(ids.sort()).toEqual(
      [
        '27e44b75d0e8861adc1ca8909f4ac17ede02bd56af9c6a4ab950230c5c3579c0',
        '0fc37da74bc1f826e81e1f97b4e997143e9147d94288db89472073cf87b020d0',
        '004fc2db789bea0321b76a89e0864bf630cc0210713383147fcf1ac81eac6400',
        'caf7d8cec0da5ad17771bd43f52dd9a2c4ad49b232cf2680ab47ac4756f2d74c',
        '9e2e6d9ae16449556223dbc14584d647289bde734c9cd6f263efc0c338391b2c',
      ].sort(),
    );
    expect(block.extra.inMsgDescr.entries.size).toBe(1);
  });

  it('finds the tycho rpc test account (code hash query) among tycho_block.bin transactions', () => {
    const { block } = decodeBlock(blockFixture('tycho_block.bin').bytes);
    const ab = block.extra.accountBlocks.entries.get(
      BigInt('0xb06c29df56964af1aeb3bbda73ea5685bc54f4131c1c8559ba2c6f971976cd2b'),
    );
    expect(ab).toBeDefined();
    for (const { value } of ab!.value.transactions.values()) {
      expect(loadTransaction(value).accountAddr).toBe(
        'b06c29df56964af1aeb3bbda73ea5685bc54f4131c1c8559ba2c6f971976cd2b',
      );
    }
  });
});
