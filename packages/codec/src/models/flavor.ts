// The two block layouts this codec reads. The entry points (decodeBlock, decodeShardState) detect the
// flavor from the root tag once and pass it down, so no leaf ever has to guess.
//   everscale: ever-node layout, block#11ef55aa, block_info#9bc7a987, shard_state#9023afe2
//   tycho:     block#11ef55bb, block_info#9bc7a988 (+gen_utime_ms), shard_state#9023aeee
export type Flavor = 'everscale' | 'tycho';
