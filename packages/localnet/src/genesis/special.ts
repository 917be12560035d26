// The masterchain's special accounts: config (-1:5555…), elector (-1:3333…) and minter (-1:0000…), as
// on Everscale and Tycho. They are listed among the fundamental addresses (config param 31) and the
// elector runs a tick transaction at the start of every masterchain block, the config contract a tock
// transaction at its end — the same flags the real networks' zero states give them.
//
// The elector runs the network's own elector (contracts/elector.fc, decision 0004): stakes, frozen stakes
// and bonuses in the reference elector's layout. Config and minter run a small hand-assembled program
// that counts its own transactions in a uint32 kept in its data, so every tock visibly changes a state.
import { beginCell, type Cell, fromHex, storeStateInit, type TickTock } from '@tvmscan/codec';
import { contractCode } from '../contracts/func';

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

// elect:(Maybe ^Elect) credits:(HashmapE 256 Grams) past_elections:(HashmapE 32 PastElection) grams:Grams
// active_id:uint32 active_hash:uint256 — no elections, no credits, nothing held, no active set.
const EMPTY_ELECTOR_DATA = beginCell()
  .storeBit(0)
  .storeBit(0)
  .storeBit(0)
  .storeCoins(0n)
  .storeUint(0, 32)
  .storeUint(0, 256)
  .endCell();

/** The StateInit of a special account with its tick-tock flags: the elector runs the network's elector
 *  (contracts/elector.fc) on its empty data, the others the counter program on a zero counter. */
export async function specialStateInit(account: SpecialAccount): Promise<Cell> {
  const elector = account.address === `-1:${ELECTOR_ID}`;
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: account.special,
    code: elector ? await contractCode('elector') : COUNTER_CODE,
    data: elector ? EMPTY_ELECTOR_DATA : beginCell().storeUint(0, 32).endCell(),
    library: null,
  });
  return b.endCell();
}

/** Accounts that run a tick (or tock) transaction in every masterchain block, in address order. */
export const tickAccounts = (which: 'tick' | 'tock') =>
  SPECIAL_ACCOUNTS.filter((a) => a.special?.[which]).map((a) => a.address);
