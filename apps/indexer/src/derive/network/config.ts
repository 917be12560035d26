// A key block's config → its snapshot rows: every parameter decoded (in the block's flavor) as JSON
// next to its raw cell, the validator sets of params 32/34/36 ranked by weight, and the window of the
// coming election from param 15 and the current set (spec §4: waiting until end − start_before, open
// until end − end_before, then closed; end = the current round's utime_until).
import {
  type Cell,
  type ConfigParams,
  type DecodedBlock,
  decodeConfigParam,
  type ValidatorSet,
  writeBoc,
} from '@tvmscan/codec';
import { type KeyBlockConfig, toBytes, type ValidatorRow } from '@tvmscan/db';
import { toJson } from '../../decode/json';

const SET_PARAMS = { prev: 32, current: 34, next: 36 } as const;

interface DecodedSet {
  cell: Cell;
  set: ValidatorSet;
}

export function keyBlockConfig(mc: DecodedBlock, config: ConfigParams): KeyBlockConfig {
  const mcSeqno = mc.block.info.seqNo;
  const decoded = new Map<number, unknown>();
  const params = [...config.params].map(([idx, cell]) => {
    const p = decodeConfigParam(idx, cell, mc.flavor);
    if (p.kind === 'decoded') decoded.set(idx, p.value);
    return {
      mc_seqno: mcSeqno,
      idx,
      value: p.kind === 'decoded' ? toJson(p.value) : null,
      reason: p.kind === 'raw' ? p.reason : null,
      boc: writeBoc(cell),
    };
  });
  const setOf = (idx: number): DecodedSet | null => {
    const cell = config.params.get(idx);
    const set = decoded.get(idx) as ValidatorSet | undefined;
    return cell && set ? { cell, set } : null;
  };
  const sets = {
    prev: setOf(SET_PARAMS.prev),
    current: setOf(SET_PARAMS.current),
    next: setOf(SET_PARAMS.next),
  };
  const hashOf = (s: DecodedSet | null) => (s ? toBytes(s.cell.hashHex()) : null);
  const timings = decoded.get(15) as { electionsStartBefore: number; electionsEndBefore: number } | undefined;
  const electionId = sets.current?.set.utimeUntil;
  return {
    snapshot: {
      mc_seqno: mcSeqno,
      block_root_hash: toBytes(mc.rootHash),
      gen_utime: mc.block.info.genUtime,
      flavor: mc.flavor,
      config_addr: toBytes(config.configAddr),
      prev_set_hash: hashOf(sets.prev),
      current_set_hash: hashOf(sets.current),
      next_set_hash: hashOf(sets.next),
    },
    params,
    sets: Object.values(sets)
      .filter((s): s is DecodedSet => s !== null)
      .map((s) => setRows(s, mcSeqno)),
    election:
      timings && electionId !== undefined
        ? {
            election_id: electionId,
            starts_at: electionId - timings.electionsStartBefore,
            ends_at: electionId - timings.electionsEndBefore,
            first_mc_seqno: mcSeqno,
            // The next set belongs to this election only when it starts where the current one ends.
            next_set_hash: sets.next?.set.utimeSince === electionId ? hashOf(sets.next) : null,
          }
        : null,
  };
}

function setRows({ cell, set }: DecodedSet, mcSeqno: number): KeyBlockConfig['sets'][number] {
  const hash = toBytes(cell.hashHex());
  // validators_ext carries total_weight; the older layout does not, so it is the sum.
  const totalWeight = set.totalWeight ?? set.list.reduce((sum, v) => sum + v.weight, 0n);
  // Rank in the order of the (weight, idx) index walked descending: largest weight first.
  const order = set.list
    .map((v, idx) => ({ v, idx }))
    .sort((a, b) => (a.v.weight === b.v.weight ? b.idx - a.idx : a.v.weight > b.v.weight ? -1 : 1));
  const validators: ValidatorRow[] = order.map(({ v, idx }, i) => ({
    set_hash: hash,
    idx,
    rank: i + 1,
    public_key: toBytes(v.publicKey),
    weight: v.weight,
    adnl_addr: v.adnlAddr ? toBytes(v.adnlAddr) : null,
  }));
  return {
    set: {
      hash,
      utime_since: set.utimeSince,
      utime_until: set.utimeUntil,
      total: set.total,
      main: set.main,
      total_weight: totalWeight,
      first_mc_seqno: mcSeqno,
    },
    validators,
  };
}
