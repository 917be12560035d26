// transaction$0111 account_addr:bits256 lt:uint64
//   prev_trans_hash:bits256 prev_trans_lt:uint64 now:uint32
//   outmsg_cnt:uint15
//   orig_status:AccountStatus end_status:AccountStatus
//   ^[ in_msg:(Maybe ^(Message Any)) out_msgs:(HashmapE 15 ^(Message Any)) ]
//   total_fees:CurrencyCollection state_update:^(HASH_UPDATE Account)
//   description:^TransactionDescr = Transaction;
// update_hashes#72 {X:Type} old_hash:bits256 new_hash:bits256 = HASH_UPDATE X;
//
// In and out messages stay Cells: the indexer stores each one's BOC and hash as they are (a re-encoded
// message could hash differently), and decodes them with loadMessage only when it needs the fields.
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { loadDictE, storeDictE } from '../dict';
import { toHex } from '../util';
import { type AccountStatus, loadAccountStatus, storeAccountStatus } from './account-status';
import { loadTag, storeHash } from './block-tlb';
import { type CurrencyCollection, loadCurrencyCollection, storeCurrencyCollection } from './currency';
import { loadMessage, type Message } from './message';
import { loadTransactionDescr, storeTransactionDescr, type TransactionDescr } from './transaction-descr';

export interface HashUpdate {
  oldHash: string;
  newHash: string;
}

export interface Transaction {
  accountAddr: string;
  lt: bigint;
  prevTransHash: string;
  prevTransLt: bigint;
  now: number;
  outmsgCnt: number;
  origStatus: AccountStatus;
  endStatus: AccountStatus;
  inMsg: Cell | null;
  /** Out messages by their index 0…outmsgCnt-1. */
  outMsgs: Map<number, Cell>;
  totalFees: CurrencyCollection;
  stateUpdate: HashUpdate;
  description: TransactionDescr;
}

/** A transaction as read from its cell, with that cell's representation hash (its id on chain). */
export interface LoadedTransaction extends Transaction {
  hash: string;
}

const TRANSACTION_TAG = 0b0111;
const HASH_UPDATE_TAG = 0x72;
const OUT_MSG_KEY_BITS = 15;

export function loadHashUpdate(s: Slice): HashUpdate {
  loadTag(s, 8, [HASH_UPDATE_TAG], 'HASH_UPDATE');
  return { oldHash: toHex(s.loadHash()), newHash: toHex(s.loadHash()) };
}

export function storeHashUpdate(b: Builder, u: HashUpdate): void {
  b.storeUint(HASH_UPDATE_TAG, 8);
  storeHash(b, u.oldHash, 'HASH_UPDATE.old_hash');
  storeHash(b, u.newHash, 'HASH_UPDATE.new_hash');
}

function loadRefCell<T>(s: Slice, load: (s: Slice) => T, field: string): T {
  const inner = s.loadRef().beginParse();
  const value = load(inner);
  inner.endParse(field);
  return value;
}

function refCell(store: (b: Builder) => void): Cell {
  const b = beginCell();
  store(b);
  return b.endCell();
}

/** The `^[ in_msg out_msgs ]` cell of a transaction: its in message and its out messages by index. */
function loadMessageCells(cell: Cell): Pick<Transaction, 'inMsg' | 'outMsgs'> {
  const msgs = cell.beginParse();
  const inMsg = msgs.loadMaybeRef();
  const outMsgs = new Map<number, Cell>();
  for (const [index, c] of loadDictE(msgs, OUT_MSG_KEY_BITS, (v) => v.loadRef()))
    outMsgs.set(Number(index), c);
  msgs.endParse('Transaction.out_msgs');
  return { inMsg, outMsgs };
}

/**
 * A transaction's message cells alone: what a reader that only looks at its messages needs, without
 * decoding its phases or hashing the whole transaction (a list page does this for each of its rows).
 */
export function loadTransactionMessageCells(cell: Cell): Pick<Transaction, 'inMsg' | 'outMsgs'> {
  const s = cell.beginParse();
  loadTag(s, 4, [TRANSACTION_TAG], 'Transaction');
  // The messages are the first reference, whatever the bits before it hold.
  return loadMessageCells(s.loadRef());
}

export function loadTransactionFrom(s: Slice): Transaction {
  loadTag(s, 4, [TRANSACTION_TAG], 'Transaction');
  const accountAddr = toHex(s.loadHash());
  const lt = s.loadUintBig(64);
  const prevTransHash = toHex(s.loadHash());
  const prevTransLt = s.loadUintBig(64);
  const now = s.loadUint(32);
  const outmsgCnt = s.loadUint(15);
  const origStatus = loadAccountStatus(s);
  const endStatus = loadAccountStatus(s);
  const { inMsg, outMsgs } = loadMessageCells(s.loadRef());
  const totalFees = loadCurrencyCollection(s);
  const stateUpdate = loadRefCell(s, loadHashUpdate, 'Transaction.state_update');
  const description = loadRefCell(s, loadTransactionDescr, 'Transaction.description');
  return {
    accountAddr,
    lt,
    prevTransHash,
    prevTransLt,
    now,
    outmsgCnt,
    origStatus,
    endStatus,
    inMsg,
    outMsgs,
    totalFees,
    stateUpdate,
    description,
  };
}

export function loadTransaction(cell: Cell): LoadedTransaction {
  const s = cell.beginParse();
  const tx = loadTransactionFrom(s);
  s.endParse('Transaction');
  return { ...tx, hash: cell.hashHex() };
}

export function storeTransaction(b: Builder, tx: Transaction): void {
  b.storeUint(TRANSACTION_TAG, 4);
  storeHash(b, tx.accountAddr, 'Transaction.account_addr');
  b.storeUint(tx.lt, 64);
  storeHash(b, tx.prevTransHash, 'Transaction.prev_trans_hash');
  b.storeUint(tx.prevTransLt, 64).storeUint(tx.now, 32).storeUint(tx.outmsgCnt, 15);
  storeAccountStatus(b, tx.origStatus);
  storeAccountStatus(b, tx.endStatus);
  b.storeRef(
    refCell((m) => {
      m.storeMaybeRef(tx.inMsg);
      const entries = [...tx.outMsgs].map(([i, c]): [bigint, Cell] => [BigInt(i), c]);
      storeDictE(m, entries, OUT_MSG_KEY_BITS, (v, c) => {
        v.storeRef(c);
      });
    }),
  );
  storeCurrencyCollection(b, tx.totalFees);
  b.storeRef(refCell((u) => storeHashUpdate(u, tx.stateUpdate)));
  b.storeRef(refCell((d) => storeTransactionDescr(d, tx.description)));
}

export function transactionToCell(tx: Transaction): Cell {
  return refCell((b) => storeTransaction(b, tx));
}

/** Decodes the in message and the out messages (in index order) of a transaction. */
export function transactionMessages(tx: Transaction): { inMsg: Message | null; outMsgs: Message[] } {
  return {
    inMsg: tx.inMsg ? loadMessage(tx.inMsg) : null,
    outMsgs: [...tx.outMsgs.values()].map(loadMessage),
  };
}
