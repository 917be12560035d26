// Accounts of the zero state: built here because they precede any transaction (and the everscale
// executor's stand-in for an account that does not exist yet, see executor/everscale.ts). Layout (both flavors):
//   account$1 addr:MsgAddressInt storage_stat:StorageInfo storage:AccountStorage = Account;
//   storage_info$_ used:StorageUsed last_paid:uint32 due_payment:(Maybe Grams) = StorageInfo;
//   storage_used$_ cells:(VarUInteger 7) bits:(VarUInteger 7) public_cells:(VarUInteger 7) = StorageUsed;
//   account_storage$_ last_trans_lt:uint64 balance:CurrencyCollection state:AccountState = AccountStorage;
//   account_uninit$00 = AccountState;  account_active$1 _:StateInit = AccountState;
import { beginCell, type Cell } from '@tvmscan/codec';

export interface GenesisAccountArgs {
  workchain: number;
  /** Account id, 64 hex. */
  address: string;
  balance: bigint;
  /** The deployed StateInit, or null for an uninit account holding only a balance. */
  stateInit: Cell | null;
  /** Zero-state time: storage fees are due from then on. */
  now: number;
  /** Storage fees the account already owes (due_payment), nanotokens. */
  duePayment?: bigint;
  /** last_trans_lt (0 for an account of the zero state). */
  lastTransLt?: bigint;
}

/** Unique cells and their total bits in the tree under `root`, the executor's storage measure. */
function storageUsed(root: Cell): { cells: bigint; bits: bigint } {
  const seen = new Set<string>();
  let bits = 0;
  const visit = (cell: Cell) => {
    const key = cell.hashHex();
    if (seen.has(key)) return;
    seen.add(key);
    bits += cell.bitLength;
    for (const ref of cell.refs) visit(ref);
  };
  visit(root);
  return { cells: BigInt(seen.size), bits: BigInt(bits) };
}

export function genesisAccount(args: GenesisAccountArgs): Cell {
  const storage = beginCell()
    .storeUint(args.lastTransLt ?? 0n, 64)
    .storeCoins(args.balance)
    .storeBit(0);
  if (args.stateInit) storage.storeBit(1).storeSlice(args.stateInit.beginParse());
  else storage.storeUint(0b00, 2);
  const used = storageUsed(storage.endCell());
  const head = beginCell()
    .storeBit(1)
    .storeUint(0b100, 3) // addr_std$10 anycast:nothing
    .storeInt(args.workchain, 8)
    .storeUint(BigInt(`0x${args.address}`), 256)
    .storeVarUint(used.cells, 3)
    .storeVarUint(used.bits, 3)
    .storeVarUint(0n, 3)
    .storeUint(args.now, 32);
  if (args.duePayment === undefined) head.storeBit(0);
  else head.storeBit(1).storeCoins(args.duePayment);
  return head.storeBuilder(storage).endCell();
}
