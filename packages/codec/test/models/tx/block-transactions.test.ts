// Every transaction inside the real block fixtures (Everscale and Tycho): decodes, re-encodes to the
// identical cell, has decodable messages, and agrees with @ton/core field by field.

import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../src/cell';
import { decodeBlock } from '../../../src/models/decode';
import { loadTransaction, transactionMessages, transactionToCell } from '../../../src/models/transaction';
import { CodecError } from '../../../src/util';
import { expectAgreesWithTonCore } from './ton-reference';

interface BlockTransactions {
  file: string;
  flavor: string;
  transactions: Cell[];
}

// Block proofs, block descriptions and fragments in blocks/ are not Block BOCs; decoding the blocks
// themselves is the block suite's job, so a file decodeBlock refuses is simply not a source here.
function blockTransactions(): BlockTransactions[] {
  const out: BlockTransactions[] = [];
  for (const file of listFixtures('blocks')) {
    if (file.endsWith('.json') || file.endsWith('.txt')) continue;
    let decoded: ReturnType<typeof decodeBlock>;
    try {
      decoded = decodeBlock(readFixtureBoc(`blocks/${file}`));
    } catch (e) {
      if (e instanceof CodecError) continue;
      throw e;
    }
    const transactions: Cell[] = [];
    for (const { value: account } of decoded.block.extra.accountBlocks.entries.values()) {
      for (const { value: tx } of account.transactions.values()) transactions.push(tx);
    }
    out.push({ file, flavor: decoded.flavor, transactions });
  }
  return out;
}

describe.skipIf(!fixturesDir)(`transactions inside block fixtures ${fixturesSkipReason}`, () => {
  const blocks = fixturesDir ? blockTransactions() : [];

  it('finds real transactions of both flavors', () => {
    const count = (flavor: string) =>
      blocks.filter((b) => b.flavor === flavor).reduce((n, b) => n + b.transactions.length, 0);
    expect(count('everscale')).toBeGreaterThan(150);
    expect(count('tycho')).toBeGreaterThan(20);
  });

  it.each(blocks.filter((b) => b.transactions.length > 0).map((b) => [b.file, b] as const))(
    '%s: every transaction decodes, round-trips and agrees with @ton/core',
    (_file, block) => {
      for (const cell of block.transactions) {
        const tx = loadTransaction(cell);
        expect(transactionToCell(tx).hashHex()).toBe(cell.hashHex());
        const msgs = transactionMessages(tx);
        expect(msgs.outMsgs).toHaveLength(tx.outmsgCnt);
        expectAgreesWithTonCore(tx, cell);
      }
    },
  );
});
