// Constant-product pools read after each masterchain batch (decision 0048): every touched account whose
// code hash is a known pool kind (@tvmscan/contracts POOL_KINDS) has its reserves getter run on its
// state at the end of the batch, on the capped getter worker the token getters use (decision 0033). A
// getter that fails, runs past the cap or answers nonsense (reservesOf) makes the pool unreadable: its
// row goes, and it gives no price until a later state reads again.
import { poolKindOf, reservesOf } from '@tvmscan/contracts';
import { emptyPoolBatch, type IngestBatch, type PoolBatch, toBytes } from '@tvmscan/db';
import type { IndexerLog } from '../../log';
import type { GetterRunner } from '../tokens/getter-runner';

const rawParts = (raw: string) => {
  const [workchain, hex] = raw.split(':');
  return { workchain: Number(workchain), address: toBytes(hex) };
};

export async function derivePools(
  getters: GetterRunner,
  batch: IngestBatch,
  log?: Pick<IndexerLog, 'warn'>,
): Promise<PoolBatch> {
  const out = emptyPoolBatch();
  for (const row of batch.accounts) {
    if (!row.state_boc || !row.code_hash) continue;
    const codeHash = Buffer.from(row.code_hash).toString('hex');
    const kind = poolKindOf(codeHash);
    if (!kind) continue;
    const key = { workchain: row.workchain, address: row.address, last_tx_lt: row.last_tx_lt };
    const reading = await getters.run({
      accountBoc: row.state_boc,
      codeHash,
      kind: null,
      pool: { abi: kind.abi, method: kind.getter },
    });
    const reserves =
      reading && reading !== 'timeout' && reading !== 'crashed'
        ? reservesOf(reading.outputs[kind.getter])
        : null;
    if (!reserves) {
      const account = `${row.workchain}:${Buffer.from(row.address).toString('hex')}`;
      log?.warn(
        { account, kind: kind.kind, reading: typeof reading === 'string' ? reading : null },
        'a pool getter gave no reserves; the pool gives no price',
      );
      out.unreadable.push(key);
      continue;
    }
    const a = rawParts(reserves.rootA);
    const b = rawParts(reserves.rootB);
    out.read.push({
      ...key,
      kind: kind.kind,
      root_a_workchain: a.workchain,
      root_a: a.address,
      root_b_workchain: b.workchain,
      root_b: b.address,
      reserve_a: reserves.reserveA.toString(),
      reserve_b: reserves.reserveB.toString(),
      mc_seqno: batch.mcSeqno,
      updated_at: row.updated_at,
    });
  }
  return out;
}
