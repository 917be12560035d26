// What emulating a message (POST /api/explorer/messages/emulate, spec §7 "Wallet and chain calls") needs
// from the index: the account as of its last indexed transaction, and the network's newest config with
// the flavor and global id its executor runs under. The API builds the cells; this reads the rows.
import type { MessageEmulation } from '@tvmscan/api-schema';
import {
  beginCell,
  buildDict,
  type Cell,
  loadTransaction,
  readBoc,
  transactionBalanceDelta,
  transactionMessages,
  writeBoc,
} from '@tvmscan/codec';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { readNetworkIdentity } from '../write/ingest';
import { parseRawAddress } from './format';
import { decodedMessageRow, toOutMessage } from './messages';
import { latestSnapshot, snapshotParams } from './network-config';
import { toPhases } from './phases';

export interface EmulationAccount {
  /** The Account BOC; null when the account does not exist (never seen, or deleted). */
  state: Buffer | null;
  lastTransLt: bigint;
  lastTransHash: Buffer;
}

/**
 * The account the message goes to; a never-seen account starts from nothing (lt 0, zero hash). null
 * when the index knows the account but holds no state of it (the block source gave none): a run on
 * nothing would predict what the account would not do.
 */
export async function emulationAccount(db: Kysely<Schema>, raw: string): Promise<EmulationAccount | null> {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('accounts')
    .select(['state_boc', 'status', 'last_tx_lt', 'last_tx_hash'])
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  if (!r) return { state: null, lastTransLt: 0n, lastTransHash: Buffer.alloc(32) };
  const gone = r.status === 'deleted' || r.status === 'nonexist';
  if (!r.state_boc && !gone) return null;
  return { state: r.state_boc, lastTransLt: BigInt(r.last_tx_lt), lastTransHash: r.last_tx_hash };
}

export interface EmulationConfig {
  /** The key block the config comes from: a cache of the cells built from it is keyed by it. */
  mcSeqno: string;
  flavor: string;
  globalId: number;
  /** ConfigParams: the config account's address and a reference to the parameters' dictionary. */
  configParams: Cell;
}

/** The newest config snapshot as the executors take it; null before the first key block is indexed. */
export async function emulationConfig(
  db: Kysely<Schema>,
  known?: EmulationConfig,
): Promise<EmulationConfig | null> {
  const snap = await latestSnapshot(db);
  if (!snap) return null;
  if (known && known.mcSeqno === snap.mc_seqno) return known;
  const [rows, identity] = await Promise.all([snapshotParams(db, snap.mc_seqno), readNetworkIdentity(db)]);
  if (identity?.globalId == null) return null;
  // Every parameter is stored with its cell, so the dictionary rebuilt from them is the block's own.
  const root = buildDict(
    rows.map((r) => [BigInt(r.idx), readBoc(r.boc)[0]] as [bigint, Cell]),
    32,
    (b, cell) => b.storeRef(cell),
  );
  if (!root) return null;
  return {
    mcSeqno: snap.mc_seqno,
    flavor: snap.flavor,
    globalId: identity.globalId,
    configParams: beginCell().storeBytes(snap.config_addr).storeRef(root).endCell(),
  };
}

/** What an emulated transaction did, in the transaction page's terms (it has no block and no links). */
export type EmulatedTransaction = Omit<
  MessageEmulation,
  'accountId' | 'time' | 'afterLt' | 'accepted' | 'rejection'
>;

export function emulatedTransaction(boc: Uint8Array): EmulatedTransaction {
  const tx = loadTransaction(readBoc(boc)[0]);
  const d = tx.description;
  const phases = toPhases(d);
  const { outMsgs } = transactionMessages(tx);
  const aborted = 'aborted' in d ? d.aborted : false;
  const exitCode = phases.compute?.kind === 'Vm' ? phases.compute.exitCode : null;
  const unlinked = { tx_time: String(tx.now), tx_lt: tx.lt.toString(), src_tx_hash: null, dst_tx_hash: null };
  return {
    success:
      !aborted &&
      phases.compute?.kind === 'Vm' &&
      phases.compute.success &&
      (phases.action === null || phases.action.success),
    aborted,
    exitCode,
    resultCode: phases.action?.resultCode ?? null,
    totalFees: tx.totalFees.grams.toString(),
    balanceChange: transactionBalanceDelta(tx, outMsgs).toString(),
    ...phases,
    outMessages: [...tx.outMsgs.values()].map((cell, i) => ({
      ...toOutMessage(decodedMessageRow(cell, unlinked)),
      body: Buffer.from(writeBoc(outMsgs[i].body)).toString('base64'),
    })),
  };
}
