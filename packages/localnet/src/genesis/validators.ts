// The validator set of the local network: N validators with keys from the seed, as config param 34
// (the current set), valid for validators_elected_for (param 15) from the zero state on. The
// validator keys are this network's own, so the set is exactly what signs (created_by) its blocks.
import { type Cell, decodeConfigParam, encodeConfigParam, type ValidatorSet } from '@tvmscan/codec';
import { deriveKeyPair } from '../keys';

/** Equal stakes, as weights: the total is split evenly between the validators. */
const TOTAL_WEIGHT = 1n << 60n;

export const validatorKey = (seed: string, index: number) => deriveKeyPair(seed, `validator/${index}`);

export function currentValidatorSet(seed: string, count: number, since: number, electionTimings: Cell): Cell {
  if (count < 1) throw new Error('a network needs at least one validator');
  const timings = decodeConfigParam(15, electionTimings);
  if (timings.kind !== 'decoded') throw new Error(`config param 15 does not decode: ${timings.reason}`);
  const electedFor = (timings.value as { validatorsElectedFor: number }).validatorsElectedFor;
  const weight = TOTAL_WEIGHT / BigInt(count);
  const set: ValidatorSet = {
    utimeSince: since,
    utimeUntil: since + electedFor,
    total: count,
    main: count,
    totalWeight: weight * BigInt(count),
    list: Array.from({ length: count }, (_, i) => ({
      publicKey: validatorKey(seed, i).publicKey,
      weight,
      adnlAddr: deriveKeyPair(seed, `validator/${i}/adnl`).publicKey,
    })),
  };
  return encodeConfigParam(34, set);
}
