// storage_used$_ cells:(VarUInteger 7) bits:(VarUInteger 7) public_cells:(VarUInteger 7) = StorageUsed;
// storage_info$_ used:StorageUsed last_paid:uint32 due_payment:(Maybe Grams) = StorageInfo;
// account_none$0 = Account;
// account$1 addr:MsgAddressInt storage_stat:StorageInfo storage:AccountStorage = Account;
// account_storage$_ last_trans_lt:uint64 balance:CurrencyCollection state:AccountState = AccountStorage;
// account_uninit$00 = AccountState;
// account_active$1 _:StateInit = AccountState;
// account_frozen$01 state_hash:bits256 = AccountState;
// account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64 = ShardAccount;
// depth_balance$_ split_depth:(#<= 30) balance:CurrencyCollection = DepthBalanceInfo;
//
// Everscale extension (ever-node, everscale-types): an account stored as `0001` instead of `1` carries
// `init_code_hash:(Maybe bits256)` after its state. A lone `0` bit is account_none. `withInitCodeHash`
// records which of the two layouts an account used, so store writes it back as it was.
//
// TON's later `storage_extra_none$000` sits where `public_cells` is, with the same bits as
// public_cells = 0, so TON accounts without a storage dict read through this module too.
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { toHex } from '../util';
import type { AccountStatus } from './account-status';
import { loadMsgAddressInt, type MsgAddressInt, storeMsgAddressInt } from './address';
import { invalid, storeHash } from './block-tlb';
import { loadMaybe, storeMaybe } from './common';
import {
  type CurrencyCollection,
  loadCurrencyCollection,
  loadGrams,
  storeCurrencyCollection,
  storeGrams,
} from './currency';
import { loadStateInit, type StateInit, storeStateInit } from './state-init';

export interface StorageUsed {
  cells: bigint;
  bits: bigint;
  publicCells: bigint;
}

export interface StorageInfo {
  used: StorageUsed;
  lastPaid: number;
  duePayment: bigint | null;
}

export type AccountState =
  | { kind: 'uninit' }
  | { kind: 'active'; stateInit: StateInit }
  | { kind: 'frozen'; stateHash: string };

export interface AccountStorage {
  lastTransLt: bigint;
  balance: CurrencyCollection;
  state: AccountState;
}

export interface Account {
  addr: MsgAddressInt;
  storageStat: StorageInfo;
  storage: AccountStorage;
  /** Everscale `0001` layout: the account has the init_code_hash field (which may itself be empty). */
  withInitCodeHash: boolean;
  initCodeHash: string | null;
}

export interface ShardAccount {
  /** null = account_none (the account does not exist). */
  account: Account | null;
  /** The ^Account cell as stored, whose hash the state update and proofs refer to. */
  accountCell: Cell;
  lastTransHash: string;
  lastTransLt: bigint;
}

export interface DepthBalanceInfo {
  splitDepth: number;
  balance: CurrencyCollection;
}

// VarUInteger 7: a 3-bit byte-length prefix.
const VAR7 = 3;
const TAG_WITH_INIT_CODE_HASH = 0b001;

export function loadStorageUsed(s: Slice): StorageUsed {
  return { cells: s.loadVarUint(VAR7), bits: s.loadVarUint(VAR7), publicCells: s.loadVarUint(VAR7) };
}

export function storeStorageUsed(b: Builder, u: StorageUsed): void {
  b.storeVarUint(u.cells, VAR7).storeVarUint(u.bits, VAR7).storeVarUint(u.publicCells, VAR7);
}

export function loadStorageInfo(s: Slice): StorageInfo {
  return {
    used: loadStorageUsed(s),
    lastPaid: s.loadUint(32),
    duePayment: loadMaybe(s, loadGrams),
  };
}

export function storeStorageInfo(b: Builder, i: StorageInfo): void {
  storeStorageUsed(b, i.used);
  b.storeUint(i.lastPaid, 32);
  storeMaybe(b, i.duePayment, storeGrams);
}

export function loadAccountState(s: Slice): AccountState {
  if (s.loadBit()) return { kind: 'active', stateInit: loadStateInit(s) };
  if (s.loadBit()) return { kind: 'frozen', stateHash: toHex(s.loadHash()) };
  return { kind: 'uninit' };
}

export function storeAccountState(b: Builder, state: AccountState): void {
  switch (state.kind) {
    case 'uninit':
      b.storeUint(0b00, 2);
      return;
    case 'active':
      storeStateInit(b.storeBit(1), state.stateInit);
      return;
    case 'frozen':
      b.storeUint(0b01, 2);
      storeHash(b, state.stateHash, 'AccountState.state_hash');
      return;
  }
}

export function loadAccountStorage(s: Slice): AccountStorage {
  return { lastTransLt: s.loadUintBig(64), balance: loadCurrencyCollection(s), state: loadAccountState(s) };
}

export function storeAccountStorage(b: Builder, st: AccountStorage): void {
  b.storeUint(st.lastTransLt, 64);
  storeCurrencyCollection(b, st.balance);
  storeAccountState(b, st.state);
}

/** Reads an Account from a slice; null is account_none. */
export function loadAccountFrom(s: Slice): Account | null {
  let withInitCodeHash = false;
  if (!s.loadBit()) {
    if (s.remainingBits === 0) return null;
    const offset = s.bitOffset;
    const tag = s.loadUint(3);
    if (tag !== TAG_WITH_INIT_CODE_HASH) {
      throw invalid('Account', `unknown account tag 0${tag.toString(2).padStart(3, '0')}`, offset - 1);
    }
    withInitCodeHash = true;
  }
  return loadAccountBody(s, withInitCodeHash);
}

function loadAccountBody(s: Slice, withInitCodeHash: boolean): Account {
  const addr = loadMsgAddressInt(s);
  const storageStat = loadStorageInfo(s);
  const storage = loadAccountStorage(s);
  const initCodeHash = withInitCodeHash ? loadMaybe(s, (x) => toHex(x.loadHash())) : null;
  return { addr, storageStat, storage, withInitCodeHash, initCodeHash };
}

/**
 * An account written without its leading `account$1` bit ("AccountStuff", as some wallets and SDKs
 * export contract states): addr, storage_stat and storage directly.
 */
export function loadAccountStuff(cell: Cell): Account {
  const s = cell.beginParse();
  const account = loadAccountBody(s, false);
  s.endParse('AccountStuff');
  return account;
}

/** Decodes an account cell (as found in a ShardAccount or an account-state BOC); null is account_none. */
export function loadAccount(cell: Cell): Account | null {
  const s = cell.beginParse();
  const account = loadAccountFrom(s);
  s.endParse('Account');
  return account;
}

export function storeAccount(b: Builder, account: Account | null): void {
  if (account === null) {
    b.storeBit(0);
    return;
  }
  if (account.withInitCodeHash) b.storeUint(0b0001, 4);
  else {
    if (account.initCodeHash !== null) {
      throw invalid('Account.init_code_hash', 'init_code_hash needs the layout with init code hash');
    }
    b.storeBit(1);
  }
  storeMsgAddressInt(b, account.addr);
  storeStorageInfo(b, account.storageStat);
  storeAccountStorage(b, account.storage);
  if (account.withInitCodeHash) {
    storeMaybe(b, account.initCodeHash, (x, h) => storeHash(x, h, 'Account.init_code_hash'));
  }
}

export function accountToCell(account: Account | null): Cell {
  const b = beginCell();
  storeAccount(b, account);
  return b.endCell();
}

/** The status the explorer shows: nonexist for account_none, else from the account state. */
export function accountStatus(account: Account | null): AccountStatus {
  return account === null ? 'nonexist' : account.storage.state.kind;
}

export function loadShardAccount(s: Slice): ShardAccount {
  const accountCell = s.loadRef();
  return {
    account: loadAccount(accountCell),
    accountCell,
    lastTransHash: toHex(s.loadHash()),
    lastTransLt: s.loadUintBig(64),
  };
}

/** Writes the account cell as it was read (`accountCell`), keeping the hashes the chain refers to. */
export function storeShardAccount(b: Builder, sa: ShardAccount): void {
  b.storeRef(sa.accountCell);
  storeHash(b, sa.lastTransHash, 'ShardAccount.last_trans_hash');
  b.storeUint(sa.lastTransLt, 64);
}

/** A ShardAccount for a new or changed account: builds its ^Account cell. */
export function shardAccountOf(
  account: Account | null,
  lastTransHash: string,
  lastTransLt: bigint,
): ShardAccount {
  return { account, accountCell: accountToCell(account), lastTransHash, lastTransLt };
}

export function loadDepthBalanceInfo(s: Slice): DepthBalanceInfo {
  const offset = s.bitOffset;
  const splitDepth = s.loadUint(5);
  if (splitDepth > 30)
    throw invalid('DepthBalanceInfo.split_depth', `split depth ${splitDepth} exceeds 30`, offset);
  return { splitDepth, balance: loadCurrencyCollection(s) };
}

export function storeDepthBalanceInfo(b: Builder, d: DepthBalanceInfo): void {
  if (!Number.isInteger(d.splitDepth) || d.splitDepth < 0 || d.splitDepth > 30) {
    throw invalid('DepthBalanceInfo.split_depth', `split depth ${d.splitDepth} is outside 0…30`);
  }
  b.storeUint(d.splitDepth, 5);
  storeCurrencyCollection(b, d.balance);
}
