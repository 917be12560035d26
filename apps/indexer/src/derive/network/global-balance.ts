// The network's total supply after a masterchain block: McStateExtra.global_balance of the new state.
// A block carries its state only as a Merkle update, but McStateExtra changes with every masterchain
// block (prev_blocks grows), so the update's new tree holds that cell unpruned down to global_balance.
//
// shard_state#9023afe2 global_id:int32 shard_id:ShardIdent seq_no:uint32 vert_seq_no:# gen_utime:uint32
//   [tycho: gen_utime_ms:uint16] gen_lt:uint64 min_ref_mc_seqno:uint32 out_msg_queue_info:^_
//   [tycho: processed_upto:^_] before_split:(## 1) accounts:^_ ^[...] custom:(Maybe ^McStateExtra)
// masterchain_state_extra#cc26 shard_hashes:(HashmapE 32 ^_) config:(bits256 ^_) ^[...]
//   global_balance:CurrencyCollection = McStateExtra;
import { CodecError, type DecodedBlock } from '@tvmscan/codec';

const SHARD_IDENT_BITS = 2 + 6 + 32 + 64;
const STATE_TAG = 0x9023afe2;
const STATE_TAG_MS = 0x9023aeee;

export function globalBalance(mc: DecodedBlock): bigint | null {
  try {
    const update = mc.block.stateUpdate.cell;
    const state = update.refs[1].beginParse();
    const tag = state.loadUint(32);
    if (tag !== STATE_TAG && tag !== STATE_TAG_MS) return null;
    // The layout follows the state's own tag (fast-finality Everscale states carry gen_utime_ms too).
    const tycho = tag === STATE_TAG_MS;
    state.skip(32 + SHARD_IDENT_BITS + 32 + 32 + 32 + (tycho ? 16 : 0) + 64 + 32);
    state.skip(1); // before_split
    if (!state.loadBit()) return null; // no McStateExtra: not a masterchain state
    // out_msg_queue_info, [processed_upto], accounts, ^[...], then custom.
    for (let i = tycho ? 4 : 3; i > 0; i--) state.loadRef();
    const extra = state.loadRef().beginParse();
    if (extra.loadUint(16) !== 0xcc26) return null;
    if (extra.loadBit()) extra.loadRef(); // shard_hashes
    extra.skip(256); // config_addr
    extra.loadRef(); // config
    extra.loadRef(); // ^[ flags validator_info prev_blocks ... ]
    return extra.loadCoins();
  } catch (e) {
    // A pruned branch where the state is expected: this update does not reveal the balance.
    if (e instanceof CodecError) return null;
    throw e;
  }
}
