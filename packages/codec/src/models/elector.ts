// The elector smart contract's persistent data: the election in progress, the stakes it holds frozen
// for past elections and their bonuses. Layout of ton-blockchain/ton crypto/smartcont/elector-code.fc
// (load_data / store_data, pack_elect, process_new_stake, conduct_elections), which Everscale, Venom
// and Tycho electors keep. A dictionary stored with store_dict is a HashmapE (a Maybe ^Cell).
//
// _ elect:(Maybe ^Elect) credits:(HashmapE 256 Grams) past_elections:(HashmapE 32 PastElection)
//   grams:Grams active_id:uint32 active_hash:uint256 = ElectorData;
// _ elect_at:uint32 elect_close:uint32 min_stake:Grams total_stake:Grams
//   members:(HashmapE 256 Member) failed:Bool finished:Bool = Elect;
// _ stake:Grams time:uint32 max_factor:uint32 src_addr:uint256 adnl_addr:uint256 = Member;
// _ unfreeze_at:uint32 stake_held:uint32 vset_hash:uint256 frozen_dict:(HashmapE 256 Frozen)
//   total_stake:Grams bonuses:Grams complaints:(HashmapE 256 Complaint) = PastElection;
// _ addr:uint256 weight:uint64 stake:Grams banned:Bool = Frozen;
//
// Keys and addresses are 64-char lowercase hex: members and frozen stakes are keyed by the validator's
// public key, credits by the masterchain account id (stakes come from -1: wallets only). Complaints
// are kept as their dictionary cell (the explorer does not show them; storing it back keeps the hash).
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { buildDict, loadDict, loadDictE, storeDictE } from '../dict';

export interface ElectMember {
  stake: bigint;
  /** When the stake was accepted (unix time). */
  time: number;
  /** The most this validator's stake may exceed the smallest elected stake, × 65536. */
  maxFactor: number;
  /** The masterchain wallet that staked (account id). */
  srcAddr: string;
  adnlAddr: string;
}

export interface Elect {
  /** The election id: when the elected set is to take over. */
  electAt: number;
  electClose: number;
  minStake: bigint;
  totalStake: bigint;
  /** By validator public key. */
  members: Map<string, ElectMember>;
  failed: boolean;
  finished: boolean;
}

export interface Frozen {
  /** The masterchain wallet the stake returns to (account id). */
  addr: string;
  weight: bigint;
  stake: bigint;
  banned: boolean;
}

export interface PastElection {
  unfreezeAt: number;
  stakeHeld: number;
  /** Hash of the validator set cell this election produced (the cell config param 34/36 holds). */
  vsetHash: string;
  /** By validator public key. */
  frozenDict: Map<string, Frozen>;
  totalStake: bigint;
  bonuses: bigint;
  complaints: Cell | null;
}

export interface ElectorData {
  elect: Elect | null;
  /** Stakes and bonuses the elector owes, by masterchain account id. */
  credits: Map<string, bigint>;
  /** By election id. */
  pastElections: Map<number, PastElection>;
  grams: bigint;
  activeId: number;
  activeHash: string;
}

const hexOf = (key: bigint): string => key.toString(16).padStart(64, '0');
const keyOf = (hex: string): bigint => BigInt(`0x${hex}`);
const hex256 = (s: Slice): string => hexOf(s.loadUintBig(256));
/** A dictionary read with 256-bit keys, re-keyed by their hex. */
const byHex = <V>(dict: Map<bigint, V>): Map<string, V> => new Map([...dict].map(([k, v]) => [hexOf(k), v]));
/** Hex-keyed entries back to the dictionary's 256-bit keys. */
const entries256 = <V>(map: Map<string, V>): Array<[bigint, V]> => [...map].map(([k, v]) => [keyOf(k), v]);

export function loadElectMember(s: Slice): ElectMember {
  return {
    stake: s.loadCoins(),
    time: s.loadUint(32),
    maxFactor: s.loadUint(32),
    srcAddr: hex256(s),
    adnlAddr: hex256(s),
  };
}

export function storeElectMember(b: Builder, m: ElectMember): void {
  b.storeCoins(m.stake).storeUint(m.time, 32).storeUint(m.maxFactor, 32);
  b.storeUint(keyOf(m.srcAddr), 256).storeUint(keyOf(m.adnlAddr), 256);
}

export function loadElect(s: Slice): Elect {
  const electAt = s.loadUint(32);
  const electClose = s.loadUint(32);
  const minStake = s.loadCoins();
  const totalStake = s.loadCoins();
  const members = byHex(loadDictE(s, 256, loadElectMember));
  const failed = s.loadBit();
  const finished = s.loadBit();
  s.endParse('Elect');
  return { electAt, electClose, minStake, totalStake, members, failed, finished };
}

export function storeElect(b: Builder, e: Elect): void {
  b.storeUint(e.electAt, 32).storeUint(e.electClose, 32).storeCoins(e.minStake).storeCoins(e.totalStake);
  storeDictE(b, entries256(e.members), 256, storeElectMember);
  b.storeBit(e.failed).storeBit(e.finished);
}

export function loadFrozen(s: Slice): Frozen {
  return { addr: hex256(s), weight: s.loadUintBig(64), stake: s.loadCoins(), banned: s.loadBit() };
}

export function storeFrozen(b: Builder, f: Frozen): void {
  b.storeUint(keyOf(f.addr), 256).storeUint(f.weight, 64).storeCoins(f.stake).storeBit(f.banned);
}

export function loadPastElection(s: Slice): PastElection {
  return {
    unfreezeAt: s.loadUint(32),
    stakeHeld: s.loadUint(32),
    vsetHash: hex256(s),
    frozenDict: byHex(loadDictE(s, 256, loadFrozen)),
    totalStake: s.loadCoins(),
    bonuses: s.loadCoins(),
    complaints: s.loadMaybeRef(),
  };
}

export function storePastElection(b: Builder, p: PastElection): void {
  b.storeUint(p.unfreezeAt, 32).storeUint(p.stakeHeld, 32).storeUint(keyOf(p.vsetHash), 256);
  storeDictE(b, entries256(p.frozenDict), 256, storeFrozen);
  b.storeCoins(p.totalStake).storeCoins(p.bonuses).storeMaybeRef(p.complaints);
}

export function loadElectorData(s: Slice): ElectorData {
  const electCell = s.loadMaybeRef();
  const credits = byHex(loadDictE(s, 256, (v) => v.loadCoins()));
  const pastRoot = s.loadMaybeRef();
  const pastElections = new Map<number, PastElection>();
  for (const [id, past] of loadDict(pastRoot, 32, loadPastElection)) pastElections.set(Number(id), past);
  const grams = s.loadCoins();
  const activeId = s.loadUint(32);
  const activeHash = hex256(s);
  s.endParse('ElectorData');
  return {
    elect: electCell ? loadElect(electCell.beginParse()) : null,
    credits,
    pastElections,
    grams,
    activeId,
    activeHash,
  };
}

export function storeElectorData(b: Builder, d: ElectorData): void {
  let elect: Cell | null = null;
  if (d.elect) {
    const e = beginCell();
    storeElect(e, d.elect);
    elect = e.endCell();
  }
  b.storeMaybeRef(elect);
  storeDictE(b, entries256(d.credits), 256, (v, amount) => {
    v.storeCoins(amount);
  });
  b.storeMaybeRef(
    buildDict(
      [...d.pastElections].map(([id, p]) => [BigInt(id), p]),
      32,
      storePastElection,
    ),
  );
  b.storeCoins(d.grams).storeUint(d.activeId, 32).storeUint(keyOf(d.activeHash), 256);
}
