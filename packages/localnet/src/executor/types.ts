// The seam between the network and a TVM executor. Both flavors take the same request and give the
// same outcome, so the queue, the state store and the collator never know which executor runs.
import type { NetworkConfig } from '../genesis/config';

export interface ExecuteRequest {
  /** The destination account, "wc:hex". */
  address: string;
  /** Current Account BOC of the destination, null when the account does not exist. */
  account: Uint8Array | null;
  /** lt and hash of the account's last transaction (zero / 64 zeros for an account never touched). */
  lastTransLt: bigint;
  lastTransHash: string;
  /** The inbound message BOC, exactly as sent. */
  message: Uint8Array;
  /** Block time, unix seconds. */
  now: number;
  /** Lowest lt the transaction may take: the collator's running lt. */
  minLt: bigint;
  /** 32 bytes of block randomness, hex. */
  randSeed: string;
}

/** A tick or tock transaction of a special masterchain account: no inbound message. */
export interface TickTockRequest {
  which: 'tick' | 'tock';
  account: Uint8Array;
  lastTransLt: bigint;
  lastTransHash: string;
  now: number;
  /** The lt the transaction takes (or the account's next one, if later). */
  minLt: bigint;
  randSeed: string;
}

export type ExecuteOutcome =
  | {
      kind: 'executed';
      /** Transaction BOC as stored in the block (prev_trans_hash/lt filled in). */
      transaction: Uint8Array;
      /** The account after the transaction; null when it was deleted. */
      account: Uint8Array | null;
    }
  | {
      /** An external message the account did not accept: no transaction, nothing changes. */
      kind: 'rejected';
      /** TVM exit code of the failed acceptance (100 wrong key, 40 bad signature, 52 replay...). */
      exitCode: number | null;
      reason: string;
    };

export interface Executor {
  readonly flavor: 'everscale' | 'tycho';
  /** Runs every later transaction with `config`: the config in force, which changes in key blocks (the
   *  elector's tick reads the validator sets out of it). */
  useConfig(config: NetworkConfig): void;
  execute(request: ExecuteRequest): Promise<ExecuteOutcome>;
  tickTock(request: TickTockRequest): Promise<ExecuteOutcome>;
}
