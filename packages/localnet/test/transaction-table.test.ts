// The JRPC index's table of where transactions are: every row found again by its hash and by its
// inbound message's hash, through tables that grow and keys that share their first bytes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TransactionTable } from '../src/jrpc/transaction-table';

const sha = (label: string) => new Uint8Array(createHash('sha256').update(label).digest());

describe('TransactionTable', () => {
  it('finds each of 50,000 transactions by its hash and by its inbound message', () => {
    const table = new TransactionTable();
    for (let i = 0; i < 50_000; i++) {
      const row = table.add(sha(`tx${i}`), i % 3 === 0 ? null : sha(`in${i}`), {
        mcSeqno: i >> 4,
        block: i % 4,
        lt: 1_000_000_000_000n + BigInt(i),
      });
      expect(row).toBe(i);
    }
    expect(table.size).toBe(50_000);
    for (let i = 0; i < 50_000; i += 7) {
      const row = table.find(sha(`tx${i}`));
      expect(row).toBe(i);
      expect(table.at(row)).toEqual({ mcSeqno: i >> 4, block: i % 4, lt: 1_000_000_000_000n + BigInt(i) });
      expect(table.hashHex(row)).toBe(Buffer.from(sha(`tx${i}`)).toString('hex'));
      expect(table.findByInMessage(sha(`in${i}`))).toBe(i % 3 === 0 ? -1 : i);
    }
    expect(table.find(sha('never'))).toBe(-1);
    expect(table.findByInMessage(sha('tx1'))).toBe(-1);
  });

  it('tells apart keys that share their first bytes (one slot chain)', () => {
    const table = new TransactionTable();
    const keys = Array.from({ length: 3_000 }, (_, i) => {
      const key = sha(`k${i}`);
      key.set([1, 2, 3, 4]);
      return key;
    });
    for (const [i, key] of keys.entries()) table.add(key, null, { mcSeqno: i, block: 0, lt: BigInt(i) });
    for (const [i, key] of keys.entries()) expect(table.find(key)).toBe(i);
  });
});
