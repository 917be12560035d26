// The elector's new state in a masterchain batch → its rows: the election in progress with every
// member's stake, and each past election with the stakes it froze (codec `loadElectorData`). The
// elector is the account named by config param 1; a masterchain block carries its new state when the
// source gives states (every masterchain block runs the elector's tick transaction).
import { CodecError, type ElectorData, loadAccount, loadElectorData, readBoc } from '@tvmscan/codec';
import { type ElectorBatch, toBytes } from '@tvmscan/db';

/** The elector's data decoded from its Account BOC; null when it has no active state with data. */
function electorData(stateBoc: Uint8Array): ElectorData | null {
  const account = loadAccount(readBoc(stateBoc)[0]);
  const state = account?.storage.state;
  if (state?.kind !== 'active' || !state.stateInit.data) return null;
  return loadElectorData(state.stateInit.data.beginParse());
}

export type ElectorDerivation = { batch: ElectorBatch | null } | { warning: string };

export function deriveElector(stateBoc: Uint8Array, mcSeqno: number): ElectorDerivation {
  let data: ElectorData | null;
  try {
    data = electorData(stateBoc);
  } catch (error) {
    // Not the layout this explorer knows (another elector build): the rest of the batch goes on.
    if (!(error instanceof CodecError)) throw error;
    return { warning: `the elector's data did not decode: ${error.message}` };
  }
  if (!data) return { batch: null };
  const { elect } = data;
  return {
    batch: {
      election: elect && {
        row: {
          election_id: elect.electAt,
          elect_close: elect.electClose,
          min_stake: elect.minStake,
          total_stake: elect.totalStake,
          failed: elect.failed,
          finished: elect.finished,
          members: elect.members.size,
          mc_seqno: mcSeqno,
        },
        members: [...elect.members].map(([publicKey, m]) => ({
          election_id: elect.electAt,
          public_key: toBytes(publicKey),
          stake: m.stake,
          stake_time: m.time,
          max_factor: m.maxFactor,
          wallet: toBytes(m.srcAddr),
          adnl_addr: toBytes(m.adnlAddr),
          mc_seqno: mcSeqno,
        })),
      },
      pastElections: [...data.pastElections].map(([electionId, past]) => ({
        row: {
          election_id: electionId,
          vset_hash: toBytes(past.vsetHash),
          unfreeze_at: past.unfreezeAt,
          stake_held: past.stakeHeld,
          total_stake: past.totalStake,
          bonuses: past.bonuses,
          mc_seqno: mcSeqno,
        },
        frozen: [...past.frozenDict].map(([publicKey, f]) => ({
          election_id: electionId,
          public_key: toBytes(publicKey),
          wallet: toBytes(f.addr),
          weight: f.weight,
          stake: f.stake,
          banned: f.banned,
          mc_seqno: mcSeqno,
        })),
      })),
    },
  };
}
