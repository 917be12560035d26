// Validators and elections of the local network. Rounds follow config param 15 from the zero state on:
// round r is validated by the set elected for it, from genesis + r·validators_elected_for for one
// period. Elections for the next round open elections_start_before seconds before the round ends and
// close elections_end_before seconds before it; at the close the elected set is published as param 36,
// and at the round boundary it becomes the current set (34) and the outgoing one the previous set (32).
// The sets are a function of the seed and the round, so the config at any moment follows from the time.
import { type Cell, encodeConfigParam, type ValidatorSet } from '@tvmscan/codec';
import { deriveKeyPair } from '../keys';

export interface ElectionTimings {
  validatorsElectedFor: number;
  electionsStartBefore: number;
  electionsEndBefore: number;
  stakeHeldFor: number;
}

/** A round every three minutes: a minute of waiting, a minute of open elections, a minute in which
 *  the elected next set is known (param 36). */
export const DEFAULT_TIMINGS: ElectionTimings = {
  validatorsElectedFor: 180,
  electionsStartBefore: 120,
  electionsEndBefore: 60,
  stakeHeldFor: 60,
};

export type ElectionsStatus = 'waiting' | 'open' | 'closed';

const NANO = 1_000_000_000n;
/** Weights are stakes scaled to a total of 2^60, as the elector computes them. */
const TOTAL_WEIGHT = 1n << 60n;

export const validatorKey = (seed: string, index: number) => deriveKeyPair(seed, `validator/${index}`);
/** The key of the wallet a validator stakes from (its own, not the validator key). */
export const validatorWalletKey = (seed: string, index: number) =>
  deriveKeyPair(seed, `validator/${index}/wallet`);
export const validatorAdnl = (seed: string, index: number) =>
  deriveKeyPair(seed, `validator/${index}/adnl`).publicKey;

/** A deterministic 64-bit number from the seed and a label. */
const draw = (seed: string, label: string) =>
  BigInt(`0x${deriveKeyPair(seed, label).secretKey.slice(0, 16)}`);

function checkTimings(t: ElectionTimings): void {
  const ok =
    Number.isInteger(t.validatorsElectedFor) &&
    t.validatorsElectedFor > 0 &&
    t.electionsStartBefore <= t.validatorsElectedFor &&
    t.electionsEndBefore >= 0 &&
    t.electionsStartBefore > t.electionsEndBefore;
  if (!ok) {
    throw new Error(
      'election timings need 0 <= elections_end_before < elections_start_before <= validators_elected_for',
    );
  }
}

export class Elections {
  /** Candidates outnumber seats, so consecutive sets differ in members as well as stakes. */
  readonly candidates: number;

  constructor(
    private readonly seed: string,
    private readonly seats: number,
    private readonly genesisNow: number,
    readonly timings: ElectionTimings,
  ) {
    if (seats < 1) throw new Error('a network needs at least one validator');
    checkTimings(timings);
    this.candidates = seats + 2;
  }

  roundAt(now: number): number {
    return Math.max(0, Math.floor((now - this.genesisNow) / this.timings.validatorsElectedFor));
  }

  status(now: number): ElectionsStatus {
    const until = this.genesisNow + (this.roundAt(now) + 1) * this.timings.validatorsElectedFor;
    if (now < until - this.timings.electionsStartBefore) return 'waiting';
    return now < until - this.timings.electionsEndBefore ? 'open' : 'closed';
  }

  /** Every candidate of the elections for round `round` with the stake it offers (10,000 to about
   *  110,000 tokens, drawn per round); the first `seats` of them in drawn order are elected. */
  candidatesOf(round: number): Array<{ index: number; stake: bigint; elected: boolean }> {
    return Array.from({ length: this.candidates }, (_, index) => ({
      index,
      order: draw(this.seed, `elections/${round}/order/${index}`),
      stake: (10_000n + (draw(this.seed, `elections/${round}/stake/${index}`) % 100_000n)) * NANO,
    }))
      .sort((a, b) => (a.order < b.order ? -1 : 1))
      .map(({ index, stake }, rank) => ({ index, stake, elected: rank < this.seats }));
  }

  /** The set elected for round `round`: its elected candidates, largest stake first as the elector
   *  orders them, weights their stakes scaled to 2^60. */
  setOf(round: number): ValidatorSet {
    const since = this.genesisNow + round * this.timings.validatorsElectedFor;
    const chosen = this.candidatesOf(round)
      .filter((c) => c.elected)
      .sort((a, b) => (a.stake > b.stake ? -1 : a.stake < b.stake ? 1 : a.index - b.index));
    const totalStake = chosen.reduce((sum, v) => sum + v.stake, 0n);
    const list = chosen.map(({ index, stake }) => ({
      publicKey: validatorKey(this.seed, index).publicKey,
      weight: (stake * TOTAL_WEIGHT) / totalStake,
      adnlAddr: validatorAdnl(this.seed, index),
    }));
    return {
      utimeSince: since,
      utimeUntil: since + this.timings.validatorsElectedFor,
      total: list.length,
      main: list.length,
      totalWeight: list.reduce((sum, v) => sum + v.weight, 0n),
      list,
    };
  }

  /** Config params 32/34/36 in force at `now`. */
  validatorParams(now: number): Map<bigint, Cell> {
    const round = this.roundAt(now);
    const params = new Map<bigint, Cell>();
    if (round > 0) params.set(32n, encodeConfigParam(32, this.setOf(round - 1)));
    params.set(34n, encodeConfigParam(34, this.setOf(round)));
    if (this.status(now) === 'closed') params.set(36n, encodeConfigParam(36, this.setOf(round + 1)));
    return params;
  }

  /** Changes exactly when validatorParams does: the round, and whether the next set is published. */
  phaseKey(now: number): string {
    return `${this.roundAt(now)}/${this.status(now) === 'closed'}`;
  }
}
