// Elections and validator sets: with a six-second round the network goes through waiting, open and
// closed elections; the elected set appears as param 36 when elections close and becomes the current
// set (34) at the round boundary while the outgoing one becomes the previous set (32). Every change of
// the config is a key block carrying it, and exactly those: later blocks name it as prev_key_block.
import {
  type Cell,
  decodeBlock,
  decodeConfigParam,
  decodeShardState,
  type ValidatorSet,
  writeBoc,
} from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { MASTERCHAIN } from '../src/collator/blocks';
import { masterchainState } from '../src/collator/state';
import { createGenesis } from '../src/genesis';
import { Elections } from '../src/genesis/validators';
import { createLocalnet } from '../src/localnet';

const TIMINGS = { validatorsElectedFor: 6, electionsStartBefore: 4, electionsEndBefore: 2, stakeHeldFor: 2 };

const setOf = (cell: Cell | undefined): ValidatorSet | null => {
  if (!cell) return null;
  const decoded = decodeConfigParam(34, cell);
  if (decoded.kind !== 'decoded') throw new Error(decoded.reason);
  return decoded.value as ValidatorSet;
};
const keys = (set: ValidatorSet | null) => set?.list.map((v) => v.publicKey);

describe('elections', () => {
  it('follow param 15: waiting, open, closed, then the next round', () => {
    const elections = new Elections('cycle', 4, 1000, TIMINGS);
    expect([1000, 1001, 1002, 1003, 1004, 1005, 1006].map((t) => elections.status(t))).toEqual([
      'waiting',
      'waiting',
      'open',
      'open',
      'closed',
      'closed',
      'waiting',
    ]);
    const [round0, round1] = [elections.setOf(0), elections.setOf(1)];
    expect(round0).toMatchObject({ utimeSince: 1000, utimeUntil: 1006, total: 4, main: 4 });
    expect(round1).toMatchObject({ utimeSince: 1006, utimeUntil: 1012 });
    // Six candidates for four seats, stakes drawn per round: sets differ from round to round.
    const rounds = Array.from({ length: 6 }, (_, r) => elections.setOf(r));
    expect(new Set(rounds.map((s) => keys(s)!.join())).size).toBeGreaterThan(1);
    for (const set of rounds) {
      const weights = set.list.map((v) => v.weight);
      expect([...weights].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(weights);
      expect(set.totalWeight).toBe(weights.reduce((a, b) => a + b, 0n));
    }
    expect(() => new Elections('bad', 4, 0, { ...TIMINGS, electionsEndBefore: 5 })).toThrow(
      /elections_end_before/,
    );
  });

  it('name the validator session in the masterchain state', async () => {
    const genesis = await createGenesis({
      seed: 'session',
      globalId: 42,
      wallets: 1,
      now: 1000,
      timings: TIMINGS,
    });
    const args = {
      flavor: 'everscale' as const,
      globalId: 42,
      seqNo: 5,
      genUtime: 1013,
      genUtimeMs: 0,
      genLt: 10n,
    };
    const state = masterchainState(
      { ...args, shard: MASTERCHAIN, minRefMcSeqno: 5, masterRef: null, catchainSeqno: 2 },
      genesis.accounts,
      [],
      genesis.configAt(1013),
      genesis.totalBalance,
    );
    const decoded = decodeShardState(writeBoc(state.cell)).state;
    expect(decoded.custom?.validatorInfo.catchainSeqno).toBe(2);
    // The special accounts and the candidates' wallets live in the masterchain state.
    expect(decoded.accounts.entries.size).toBe(3 + genesis.validators.length);
  });

  it('rotate the validator sets in key blocks while the network runs', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor: 'tycho',
      seed: 'rotation',
      wallets: 2,
      electionTimings: TIMINGS,
      splitAtMcSeqno: 0,
      clock: () => (time += 1000),
    });
    const blocks = [];
    for (let i = 0; i < 14; i++) blocks.push(decodeBlock((await net.produceBlock()).masterchain.boc).block);

    const elections = net.genesis.elections;
    let config = blocks[0].extra.custom!.config!.params;
    let lastKey = 0;
    const keyBlocks: number[] = [];
    let lastRound = 0;
    let rotations = 0;
    let previousPhase = elections.phaseKey(elections.setOf(0).utimeSince);
    for (const block of blocks) {
      const { info } = block;
      const phase = elections.phaseKey(info.genUtime);
      // A key block exactly when the validator sets change (and the first block).
      expect(info.keyBlock).toBe(info.seqNo === 1 || phase !== previousPhase);
      expect(info.prevKeyBlockSeqno).toBe(lastKey);
      expect(block.extra.custom!.keyBlock).toBe(info.keyBlock);
      if (info.keyBlock) {
        const next = block.extra.custom!.config!.params;
        const status = elections.status(info.genUtime);
        const round = elections.roundAt(info.genUtime);
        expect(keys(setOf(next.get(34)))).toEqual(keys(elections.setOf(round)));
        // The next set is published once elections close, and only then.
        expect(next.has(36)).toBe(status === 'closed');
        if (next.has(36)) expect(setOf(next.get(36))?.utimeSince).toBe(setOf(next.get(34))?.utimeUntil);
        // At the round boundary the published next set becomes current and the current one previous.
        if (round !== lastRound) {
          expect(keys(setOf(next.get(32)))).toEqual(keys(setOf(config.get(34))));
          expect(keys(setOf(next.get(34)))).toEqual(keys(setOf(config.get(36))));
          rotations++;
        }
        lastRound = round;
        config = next;
        lastKey = info.seqNo;
        keyBlocks.push(info.seqNo);
      } else {
        expect(block.extra.custom!.config).toBeNull();
      }
      // Blocks are signed by a member of the current set, in the session of its round.
      expect(keys(setOf(config.get(34)))).toContain(block.extra.createdBy);
      expect(info.genCatchainSeqno).toBe(elections.roundAt(info.genUtime));
      previousPhase = phase;
    }
    // Fourteen one-second blocks of six-second rounds: two rounds begin and two elections close.
    expect(keyBlocks).toEqual([1, 4, 6, 10, 12]);
    expect(rotations).toBe(2);
    expect(config.has(32)).toBe(true);
    expect(net.head().lastKeyBlockSeqno).toBe(lastKey);
  }, 60_000);
});
