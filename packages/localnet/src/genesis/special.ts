// The masterchain's special accounts: config (-1:5555…), elector (-1:3333…) and minter (-1:0000…), as
// on Everscale and Tycho. They are listed among the fundamental addresses (config param 31) and the
// elector runs a tick transaction at the start of every masterchain block, the config contract a tock
// transaction at its end — the same flags the real networks' zero states give them.
//
// Each runs the same small hand-assembled program: it counts its own transactions in a uint32 kept in
// its data, so every tick and tock visibly changes the account's state.
import { beginCell, type Cell, fromHex, storeStateInit, type TickTock } from '@tvmscan/codec';

export interface SpecialAccount {
  /** "wc:hex" */
  address: string;
  special: TickTock | null;
  balance: bigint;
}

const NANO = 1_000_000_000n;
const id = (digit: string) => digit.repeat(64);

export const CONFIG_ID = id('5');
export const ELECTOR_ID = id('3');
export const MINTER_ID = id('0');

export const SPECIAL_ACCOUNTS: readonly SpecialAccount[] = [
  {
    address: `-1:${CONFIG_ID}`,
    special: { tick: false, tock: true },
    balance: 1_000n * NANO,
  },
  {
    address: `-1:${ELECTOR_ID}`,
    special: { tick: true, tock: false },
    balance: 10_000n * NANO,
  },
  { address: `-1:${MINTER_ID}`, special: null, balance: 0n },
];

// PUSH c4; CTOS; LDU 32; ENDS; INC; NEWC; STU 32; ENDC; POP c4 — load the counter, add one, store it.
const COUNTER_CODE = beginCell().storeBytes(fromHex('ed44d0d31fd1a4c8cb1fc9ed54')).endCell();

/** The StateInit of a special account: the counter program, a zero counter, and its tick-tock flags. */
export function specialStateInit(account: SpecialAccount): Cell {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: account.special,
    code: COUNTER_CODE,
    data: beginCell().storeUint(0, 32).endCell(),
    library: new Map(),
  });
  return b.endCell();
}

/** Accounts that run a tick (or tock) transaction in every masterchain block, in address order. */
export const tickAccounts = (which: 'tick' | 'tock') =>
  SPECIAL_ACCOUNTS.filter((a) => a.special?.[which]).map((a) => a.address);
