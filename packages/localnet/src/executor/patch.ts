// Bit-level patches of cells the legacy executor hands back or takes. Only the root cell of the patched
// structure is rebuilt (same refs, same other bits), so everything below keeps its bytes and hashes.
import { beginCell, type Cell } from '@tvmscan/codec';
import { readAccountStorageHead } from '../accountLayout';

interface Field {
  offset: number;
  bits: number;
  value: bigint;
}

/** Returns `root` with the given fields (ascending, non-overlapping, big-endian unsigned) replaced and
 *  the refs listed in `refs` swapped. */
function rebuild(root: Cell, fields: Field[], refs: ReadonlyMap<number, Cell> = new Map()): Cell {
  const s = root.beginParse();
  const b = beginCell();
  for (const field of fields) {
    const before = field.offset - s.bitOffset;
    b.storeBits(s.loadBits(before), before);
    s.skip(field.bits);
    b.storeUint(field.value, field.bits);
  }
  const rest = s.remainingBits;
  b.storeBits(s.loadBits(rest), rest);
  root.refs.forEach((ref, i) => {
    b.storeRef(refs.get(i) ?? ref);
  });
  return b.endCell();
}

// transaction$0111 account_addr:bits256 lt:uint64 prev_trans_hash:bits256 prev_trans_lt:uint64 now:uint32
//   outmsg_cnt:uint15 orig_status:AccountStatus end_status:AccountStatus ^[ in_msg out_msgs ]
//   total_fees:CurrencyCollection state_update:^(HASH_UPDATE Account) description:^TransactionDescr
const PREV_TRANS_OFFSET = 4 + 256 + 64;
const ORIG_STATUS_OFFSET = PREV_TRANS_OFFSET + 256 + 64 + 32 + 15;
const FIXED_HEADER_BITS = ORIG_STATUS_OFFSET + 2 + 2;
// acc_state_nonexist$11 = AccountStatus;
const NONEXIST = 0b11n;
// update_hashes#72 {X:Type} old_hash:bits256 new_hash:bits256 = HASH_UPDATE X;
const HASH_UPDATE_TAG = 0x72;

/** Index of the state_update ref: after the in/out messages ref and the extra currencies, if any. */
function stateUpdateRefIndex(transaction: Cell): number {
  const s = transaction.beginParse();
  s.skip(FIXED_HEADER_BITS);
  s.loadCoins();
  return s.loadBit() ? 2 : 1;
}

export interface TransactionPatch {
  prevTransHash: string;
  prevTransLt: bigint;
  /** Hash of the account as stored before the transaction (the executor saw a raised-lt copy, or the
   *  stand-in of an account that does not exist). */
  oldStateHash: string;
  /** The account did not exist: the executor saw a stand-in (see newAccountStandIn). */
  wasAbsent: boolean;
}

/** Fills in what nekoton's executeLocal leaves to the collator: prev_trans_hash/lt (left at zero), the
 *  state_update old hash of the stored account (it hashed the copy it was given) and, for an account
 *  that did not exist, orig_status nonexist. */
export function patchTransaction(transaction: Cell, patch: TransactionPatch): Cell {
  const index = stateUpdateRefIndex(transaction);
  const update = transaction.refs[index].beginParse();
  if (update.loadUint(8) !== HASH_UPDATE_TAG)
    throw new Error('transaction state_update is not update_hashes');
  update.skip(256);
  const newHash = update.loadBits(256);
  const stateUpdate = beginCell()
    .storeUint(HASH_UPDATE_TAG, 8)
    .storeUint(BigInt(`0x${patch.oldStateHash}`), 256)
    .storeBits(newHash, 256)
    .endCell();
  const fields: Field[] = [
    { offset: PREV_TRANS_OFFSET, bits: 256, value: BigInt(`0x${patch.prevTransHash}`) },
    { offset: PREV_TRANS_OFFSET + 256, bits: 64, value: patch.prevTransLt },
  ];
  if (patch.wasAbsent) fields.push({ offset: ORIG_STATUS_OFFSET, bits: 2, value: NONEXIST });
  return rebuild(transaction, fields, new Map([[index, stateUpdate]]));
}

/** Raises the account's last_trans_lt so the legacy executor, which takes max(last_trans_lt + 1,
 *  in_msg.created_lt + 1) as the new lt, gives the transaction an lt inside the block being collated. */
export function raiseLastTransLt(account: Cell, lt: bigint): Cell {
  const head = readAccountStorageHead(account);
  if (head.lastTransLt >= lt) return account;
  return rebuild(account, [{ offset: head.lastTransLtOffset, bits: 64, value: lt }]);
}
