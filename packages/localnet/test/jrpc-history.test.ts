// The JRPC index keeps where each transaction is, not the transaction: on a network kept on disk whose
// early batches are no longer in memory, every transaction of every block is still served by hash, by
// inbound message and in its account's list, byte for byte as the block holds it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cell, loadTransaction, writeBoc } from '@tvmscan/codec';
import { afterAll, describe, expect, it } from 'vitest';
import { createJrpcEndpoint, createLocalnet } from '../src';
import { batchTransactions } from './block-transactions';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('JRPC history on a network kept on disk', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves every transaction of 70 blocks, the early ones read back from their files', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tvmscan-jrpc-history-'));
    const net = await createLocalnet({ dataDir, seed: 'history', trafficTps: 4, wallets: 3 });
    for (let i = 0; i < 70; i++) await net.produceBlock();
    // A restarted network has none of its batches in memory; the endpoint indexes them from disk.
    const resumed = await createLocalnet({ dataDir });
    const rpc = createJrpcEndpoint(resumed);
    const call = (method: string, params: Record<string, unknown>) =>
      (
        JSON.parse(rpc.handle(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))) as {
          result: unknown;
        }
      ).result;

    const byAccount = new Map<string, Cell[]>();
    let served = 0;
    for (const batch of resumed.batchesSince(null)) {
      for (const { address, cell } of batchTransactions(batch)) {
        const tx = loadTransaction(cell);
        expect(call('getTransaction', { id: tx.hash })).toBe(base64(writeBoc(cell)));
        if (tx.inMsg) {
          expect(call('getDstTransaction', { messageHash: tx.inMsg.hashHex() })).toBe(base64(writeBoc(cell)));
        }
        byAccount.set(address, [...(byAccount.get(address) ?? []), cell]);
        served++;
      }
    }
    expect(served).toBeGreaterThan(140);
    const [busiest, cells] = [...byAccount].sort((a, b) => b[1].length - a[1].length)[0];
    expect(call('getTransactionsList', { account: busiest, limit: 50 })).toEqual(
      cells
        .slice(-50)
        .reverse()
        .map((cell) => base64(writeBoc(cell))),
    );
    rpc.close();
  }, 180_000);
});
