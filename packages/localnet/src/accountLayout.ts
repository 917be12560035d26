// Where the collator's fields sit in an Account cell (the layout both flavors use):
//   account$1 addr:MsgAddressInt storage_stat:StorageInfo storage:AccountStorage
//   storage_info$_ used:StorageUsed last_paid:uint32 due_payment:(Maybe Grams)
//   storage_used$_ cells:(VarUInteger 7) bits:(VarUInteger 7) public_cells:(VarUInteger 7)
//   account_storage$_ last_trans_lt:uint64 balance:CurrencyCollection state:AccountState
//   account_uninit$00 = AccountState; account_active$1 _:StateInit = AccountState;
//   account_frozen$01 state_hash:bits256 = AccountState;
import { beginCell, type Cell } from '@tvmscan/codec';

// account_none$0 = Account;
export const ACCOUNT_NONE: Cell = beginCell().storeBit(0).endCell();

/** Whether an Account cell is account_none, without hashing it. */
export const isAccountNone = (account: Cell): boolean =>
  !account.isExotic && account.bitLength === 1 && account.refs.length === 0 && account.bits[0] === 0;

export interface AccountStorageHead {
  /** Bit offset of last_trans_lt in the root cell. */
  lastTransLtOffset: number;
  lastTransLt: bigint;
  /** Native balance, nanotokens. */
  balance: bigint;
  status: 'uninit' | 'frozen' | 'active';
}

export function readAccountStorageHead(account: Cell): AccountStorageHead {
  const s = account.beginParse();
  if (!s.loadBit()) throw new Error('account_none has no storage');
  const addrTag = s.loadUint(2);
  if (addrTag !== 0b10) throw new Error(`account address is not addr_std (tag ${addrTag.toString(2)})`);
  if (s.loadBit()) throw new Error('anycast account addresses are not supported');
  s.skip(8 + 256);
  for (let i = 0; i < 3; i++) s.loadVarUint(3);
  s.skip(32);
  if (s.loadBit()) s.loadCoins();
  const lastTransLtOffset = s.bitOffset;
  const lastTransLt = s.loadUintBig(64);
  const balance = s.loadCoins();
  s.loadBit(); // extra currencies: a maybe-ref, its bit is all that is inline
  const status = s.loadBit() ? 'active' : s.loadBit() ? 'frozen' : 'uninit';
  return { lastTransLtOffset, lastTransLt, balance, status };
}
