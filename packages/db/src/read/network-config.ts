// Config snapshots of key blocks → the wire's NetworkConfig (spec §3 "Network config"): the named
// sections built from the decoded parameters, plus every parameter as stored (decoded JSON and BOC).
import type { ConfigParam, ConfigSnapshot, NetworkConfig } from '@tvmscan/api-schema';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { hex, u32 } from './format';

type Json = Record<string, unknown>;
type Params = Map<number, unknown>;

const MASTERCHAIN_ADDRESS = (h: unknown) => (typeof h === 'string' ? `-1:${h}` : null);
const obj = (v: unknown): Json | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;

/** The snapshot of the key block `mcSeqno`, or the newest one without it. */
export async function latestSnapshot(db: Kysely<Schema>, mcSeqno?: number) {
  let q = db.selectFrom('config_snapshots').selectAll();
  if (mcSeqno !== undefined) q = q.where('mc_seqno', '=', String(mcSeqno));
  return q.orderBy('mc_seqno', 'desc').limit(1).executeTakeFirst();
}

/** Decoded parameter values of one snapshot, by index. */
export async function snapshotParams(db: Kysely<Schema>, mcSeqno: string, only?: number[]) {
  let q = db
    .selectFrom('config_params')
    .select(['idx', 'value', 'reason', 'boc'])
    .where('mc_seqno', '=', mcSeqno)
    .orderBy('idx');
  if (only) q = q.where('idx', 'in', only);
  return q.execute();
}

export async function paramValues(db: Kysely<Schema>, mcSeqno: string, only: number[]): Promise<Params> {
  const rows = await snapshotParams(db, mcSeqno, only);
  return new Map(rows.filter((r) => r.value !== null).map((r) => [r.idx, r.value]));
}

export async function getKeyBlockConfig(
  db: Kysely<Schema>,
  mcSeqno?: number,
): Promise<ConfigSnapshot | null> {
  const snap = await latestSnapshot(db, mcSeqno);
  if (!snap) return null;
  const rows = await snapshotParams(db, snap.mc_seqno);
  const params: ConfigParam[] = rows.map((r) => ({
    index: r.idx,
    value: (r.value ?? null) as ConfigParam['value'],
    reason: r.reason,
    boc: r.boc.toString('base64'),
  }));
  const values: Params = new Map(rows.filter((r) => r.value !== null).map((r) => [r.idx, r.value]));
  return {
    mcSeqno: u32(snap.mc_seqno),
    blockRootHash: hex(snap.block_root_hash),
    genUtime: u32(snap.gen_utime),
    config: networkConfig(hex(snap.config_addr), values, params),
  };
}

export function electionsConfigOf(p: Params) {
  const t = obj(p.get(15));
  return t
    ? {
        validatorsElectedFor: Number(t.validatorsElectedFor),
        electionsStartBefore: Number(t.electionsStartBefore),
        electionsEndBefore: Number(t.electionsEndBefore),
        stakeHeldFor: Number(t.stakeHeldFor),
      }
    : null;
}

export function validatorCountOf(p: Params) {
  const c = obj(p.get(16));
  return c
    ? { maxMain: Number(c.maxMainValidators), max: Number(c.maxValidators), min: Number(c.minValidators) }
    : null;
}

export function stakeParamsOf(p: Params) {
  const s = obj(p.get(17));
  return s
    ? {
        minStake: String(s.minStake),
        maxStake: String(s.maxStake),
        minTotalStake: String(s.minTotalStake),
        maxStakeFactor: Number(s.maxStakeFactor),
      }
    : null;
}

function gasPrices(v: unknown): NetworkConfig['gasPrices']['masterchain'] {
  const g = obj(v);
  if (!g) return null;
  const flat = obj(g.flat);
  return {
    gasPrice: String(g.gasPrice),
    gasLimit: String(g.gasLimit),
    specialGasLimit: g.specialGasLimit === null ? null : String(g.specialGasLimit),
    gasCredit: String(g.gasCredit),
    blockGasLimit: String(g.blockGasLimit),
    freezeDueLimit: String(g.freezeDueLimit),
    deleteDueLimit: String(g.deleteDueLimit),
    flatGasLimit: flat ? String(flat.flatGasLimit) : null,
    flatGasPrice: flat ? String(flat.flatGasPrice) : null,
  };
}

function blockLimits(v: unknown): NetworkConfig['blockLimits']['masterchain'] {
  const l = obj(v);
  if (!l) return null;
  const limits = (x: unknown) => {
    const p = obj(x) ?? {};
    return { underload: Number(p.underload), soft: Number(p.softLimit), hard: Number(p.hardLimit) };
  };
  return { bytes: limits(l.bytes), gas: limits(l.gas), ltDelta: limits(l.ltDelta) };
}

function forwardPrices(v: unknown): NetworkConfig['msgForwardPrices']['masterchain'] {
  const f = obj(v);
  if (!f) return null;
  return {
    lumpPrice: String(f.lumpPrice),
    bitPrice: String(f.bitPrice),
    cellPrice: String(f.cellPrice),
    ihrPriceFactor: Number(f.ihrPriceFactor),
    firstFrac: Number(f.firstFrac),
    nextFrac: Number(f.nextFrac),
  };
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const orNull = (v: unknown) => (v === undefined ? null : (v as NetworkConfig['workchains']));

function networkConfig(configAddr: string, p: Params, params: ConfigParam[]): NetworkConfig {
  const version = obj(p.get(8));
  const fees = obj(p.get(14));
  return {
    configAddress: `-1:${configAddr}`,
    electorAddress: MASTERCHAIN_ADDRESS(p.get(1)),
    minterAddress: MASTERCHAIN_ADDRESS(p.get(2)),
    feeCollectorAddress: MASTERCHAIN_ADDRESS(p.get(3)),
    globalVersion: version ? Number(version.version) : null,
    globalCapabilities: version ? String(version.capabilities) : null,
    mandatoryParams: numbers(p.get(9)),
    criticalParams: numbers(p.get(10)),
    blockCreationFees: fees
      ? {
          masterchainBlockFee: String(fees.masterchainBlockFee),
          basechainBlockFee: String(fees.basechainBlockFee),
        }
      : null,
    validatorCount: validatorCountOf(p),
    currencies: Object.entries(obj(p.get(7)) ?? {}).map(([id, amount]) => ({
      id: Number(id),
      totalSupply: String(amount),
    })),
    fundamentalAddresses: Array.isArray(p.get(31)) ? (p.get(31) as string[]) : [],
    electorParams: electionsConfigOf(p),
    stakeParams: stakeParamsOf(p),
    msgForwardPrices: { masterchain: forwardPrices(p.get(24)), basechain: forwardPrices(p.get(25)) },
    gasPrices: { masterchain: gasPrices(p.get(20)), basechain: gasPrices(p.get(21)) },
    blockLimits: { masterchain: blockLimits(p.get(22)), basechain: blockLimits(p.get(23)) },
    storagePrices: orNull(p.get(18)),
    catchainParams: orNull(p.get(28)),
    consensusParams: orNull(p.get(29)),
    workchains: orNull(p.get(12)),
    votingSetup: orNull(p.get(11)),
    params,
  };
}
