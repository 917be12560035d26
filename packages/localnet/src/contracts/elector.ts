// The messages a validator's wallet sends the elector (contracts/elector.fc), in the reference elector's
// layouts: a stake for the open elections and a request to have its unfrozen stake returned.
import { type Builder, beginCell, type Cell, loadAccount, lookupDict, writeBoc } from '@tvmscan/codec';
import { type KeyPair, type SignatureContext, signData } from '../keys';

// new_stake#4e73744b query_id:uint64 validator_pubkey:bits256 stake_at:uint32 max_factor:uint32
//   adnl_addr:bits256 signature:^bits512
const NEW_STAKE = 0x4e73744b;
// recover_stake#47657424 query_id:uint64
const RECOVER_STAKE = 0x47657424;
// What the validator signs: 0x654c5074 stake_at:uint32 max_factor:uint32 src_addr:bits256 adnl_addr:bits256
const STAKE_SIGNATURE_TAG = 0x654c5074;
/** The stake may count up to three times the smallest elected stake (max_factor 3.0 in 16.16). */
export const MAX_FACTOR = 3 << 16;

export interface Stake {
  queryId: bigint;
  /** The validator's key: its public key is the one elected, and it signs the stake. */
  validator: KeyPair;
  /** The elections' id: the time the elected set starts validating. */
  stakeAt: number;
  /** The wallet the stake comes from, "-1:hex". */
  wallet: string;
  adnlAddr: string;
}

const base64 = (b: Builder) => Buffer.from(writeBoc(b.endCell())).toString('base64');

/** The body of a stake message (a wallet payload, base64 BOC). */
export function stakeBody(stake: Stake, context: SignatureContext): string {
  const signed = beginCell()
    .storeUint(STAKE_SIGNATURE_TAG, 32)
    .storeUint(stake.stakeAt, 32)
    .storeUint(MAX_FACTOR, 32)
    .storeUint(BigInt(`0x${stake.wallet.split(':')[1]}`), 256)
    .storeUint(BigInt(`0x${stake.adnlAddr}`), 256)
    .endCell();
  const signature = signData(stake.validator, signed.bits.subarray(0, signed.bitLength / 8), context);
  return base64(
    beginCell()
      .storeUint(NEW_STAKE, 32)
      .storeUint(stake.queryId, 64)
      .storeUint(BigInt(`0x${stake.validator.publicKey}`), 256)
      .storeUint(stake.stakeAt, 32)
      .storeUint(MAX_FACTOR, 32)
      .storeUint(BigInt(`0x${stake.adnlAddr}`), 256)
      .storeRef(beginCell().storeBytes(signature).endCell()),
  );
}

/** The body of a request for the stake (and bonuses) the elector credits the wallet with. */
export function recoverStakeBody(queryId: bigint): string {
  return base64(beginCell().storeUint(RECOVER_STAKE, 32).storeUint(queryId, 64));
}

/** What the elector credits `wallet` ("-1:hex") with — returned stakes and bonuses it may recover — read
 *  from the elector's Account cell: data = elect:(Maybe ^Elect) credits:(HashmapE 256 Grams) … */
export function electorCredit(electorAccount: Cell, wallet: string): bigint {
  const state = loadAccount(electorAccount)?.storage.state;
  const data = state?.kind === 'active' ? state.stateInit.data : null;
  if (!data) return 0n;
  const s = data.beginParse();
  s.loadMaybeRef();
  const credits = s.loadMaybeRef();
  const entry = credits && lookupDict(credits, 256, BigInt(`0x${wallet.split(':')[1]}`));
  return entry ? entry.loadCoins() : 0n;
}
