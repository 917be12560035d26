// Where each transaction the network made is, in typed-array columns: its hash, its inbound message's
// hash, its masterchain batch, its block within the batch and its lt — 78 bytes a transaction — and
// two open-addressing tables (4-byte slots, at most half full) that find a row by either hash. A
// network that runs for days makes millions of transactions. Kept as an object per transaction in Maps
// keyed by hex strings, they were what grew the JavaScript heap of `tvmscan dev` at high traffic, and V8
// sizes that heap at a multiple of what it holds; these columns live outside it and hold no object
// per transaction.

const HASH_BYTES = 32;

/** A row's position: the masterchain batch, the block within it (0 = the masterchain block), its lt. */
export interface TransactionAt {
  mcSeqno: number;
  block: number;
  lt: bigint;
}

/**
 * Finds rows by a 32-byte key held in a column (`keys`, 32 bytes per row). Slots hold row + 1 (0 is
 * empty); a key's first slot is taken from its first four bytes, which are uniform for a hash.
 */
class HashSlots {
  private slots = new Int32Array(1024);
  private used = 0;

  constructor(private readonly keyBytes: () => Uint8Array) {}

  private slotOf(key: Uint8Array, keyOffset: number): number {
    const mask = this.slots.length - 1;
    const keys = this.keyBytes();
    let slot =
      ((key[keyOffset] << 24) | (key[keyOffset + 1] << 16) | (key[keyOffset + 2] << 8) | key[keyOffset + 3]) &
      mask;
    for (;;) {
      const row = this.slots[slot] - 1;
      if (row < 0 || equalKeys(keys, row * HASH_BYTES, key, keyOffset)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  /** Points the row's key at `row` (a key seen before now names the newer row, as a Map's set would). */
  set(row: number): void {
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    const slot = this.slotOf(this.keyBytes(), row * HASH_BYTES);
    if (this.slots[slot] === 0) this.used++;
    this.slots[slot] = row + 1;
  }

  /** The row whose key is `key`, or -1. */
  find(key: Uint8Array): number {
    return this.slots[this.slotOf(key, 0)] - 1;
  }

  private grow(): void {
    const rows = this.slots.filter((s) => s !== 0);
    this.slots = new Int32Array(this.slots.length * 2);
    for (const s of rows) this.slots[this.slotOf(this.keyBytes(), (s - 1) * HASH_BYTES)] = s;
  }
}

function equalKeys(a: Uint8Array, aOffset: number, b: Uint8Array, bOffset: number): boolean {
  for (let i = 0; i < HASH_BYTES; i++) if (a[aOffset + i] !== b[bOffset + i]) return false;
  return true;
}

export class TransactionTable {
  private rows = 0;
  private capacity = 1024;
  private hashes = new Uint8Array(this.capacity * HASH_BYTES);
  private inMessages = new Uint8Array(this.capacity * HASH_BYTES);
  private mcSeqnos = new Uint32Array(this.capacity);
  private blocks = new Uint16Array(this.capacity);
  private lts = new BigUint64Array(this.capacity);
  private readonly byHash = new HashSlots(() => this.hashes);
  private readonly byInMessage = new HashSlots(() => this.inMessages);

  get size(): number {
    return this.rows;
  }

  /** Adds a transaction (hashes as 32 bytes, `inMessage` null for none) and returns its row. */
  add(hash: Uint8Array, inMessage: Uint8Array | null, at: TransactionAt): number {
    if (this.rows === this.capacity) this.grow();
    const row = this.rows++;
    this.hashes.set(hash, row * HASH_BYTES);
    this.mcSeqnos[row] = at.mcSeqno;
    this.blocks[row] = at.block;
    this.lts[row] = at.lt;
    this.byHash.set(row);
    if (inMessage) {
      this.inMessages.set(inMessage, row * HASH_BYTES);
      this.byInMessage.set(row);
    }
    return row;
  }

  /** The row of the transaction with this hash, or -1. */
  find(hash: Uint8Array): number {
    return this.byHash.find(hash);
  }

  /** The row of the transaction whose inbound message has this hash, or -1. */
  findByInMessage(messageHash: Uint8Array): number {
    return this.byInMessage.find(messageHash);
  }

  at(row: number): TransactionAt {
    return { mcSeqno: this.mcSeqnos[row], block: this.blocks[row], lt: this.lts[row] };
  }

  lt(row: number): bigint {
    return this.lts[row];
  }

  /** The row's transaction hash as 64 hex digits. */
  hashHex(row: number): string {
    return Buffer.from(this.hashes.buffer, row * HASH_BYTES, HASH_BYTES).toString('hex');
  }

  private grow(): void {
    this.capacity *= 2;
    const widen = <T extends Uint8Array | Uint16Array | Uint32Array | BigUint64Array>(
      from: T,
      make: (length: number) => T,
      width = 1,
    ): T => {
      const to = make(this.capacity * width);
      to.set(from as never);
      return to;
    };
    this.hashes = widen(this.hashes, (n) => new Uint8Array(n), HASH_BYTES);
    this.inMessages = widen(this.inMessages, (n) => new Uint8Array(n), HASH_BYTES);
    this.mcSeqnos = widen(this.mcSeqnos, (n) => new Uint32Array(n));
    this.blocks = widen(this.blocks, (n) => new Uint16Array(n));
    this.lts = widen(this.lts, (n) => new BigUint64Array(n));
  }
}
