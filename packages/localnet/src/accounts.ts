// The account state store of the network: the current Account BOC of every existing account with the
// id of its last transaction, which the executor needs for the next one.

export interface AccountRecord {
  /** Account BOC (with its leading account$1 bit), as the executor produced it. */
  boc: Uint8Array;
  lastTransLt: bigint;
  /** Hash of the last transaction, hex; 64 zeros for a genesis account. */
  lastTransHash: string;
}

export const ZERO_HASH = '0'.repeat(64);

/** Accounts keyed by "wc:hex" address. */
export class AccountStore {
  private readonly accounts = new Map<string, AccountRecord>();

  get(address: string): AccountRecord | undefined {
    return this.accounts.get(address);
  }

  set(address: string, record: AccountRecord): void {
    this.accounts.set(address, record);
  }

  delete(address: string): void {
    this.accounts.delete(address);
  }

  get size(): number {
    return this.accounts.size;
  }

  entries(): IterableIterator<[string, AccountRecord]> {
    return this.accounts.entries();
  }
}
