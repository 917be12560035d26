// The pool kinds (src/pools.ts): the local network's pool is known by the code hash its FunC source
// compiles to, its getter read with the ABI stated here gives what the contract's own ABI decodes, and
// an answer that makes no sense is no reading.
import { CP_POOL_ABI, cpPoolCode } from '@tvmscan/localnet';
import { describe, expect, it } from 'vitest';
import { POOL_KINDS, poolKindOf, reservesOf } from '../src/index';

const A = `0:${'aa'.repeat(32)}`;
const B = `0:${'bb'.repeat(32)}`;

describe('pool kinds', () => {
  it("know the local network's pool by the code hash of contracts/cp-pool.fc", async () => {
    const hash = (await cpPoolCode()).hashHex();
    expect(poolKindOf(hash)?.kind).toBe('tvmscan_cp');
    expect(poolKindOf('00'.repeat(32))).toBeNull();
  });

  it("state the getter as the pool's own ABI does", () => {
    const outputs = (abi: string, name: string) =>
      (JSON.parse(abi).functions as Array<{ name: string; inputs: unknown; outputs: unknown }>).find(
        (f) => f.name === name,
      );
    for (const kind of POOL_KINDS.filter((k) => k.kind === 'tvmscan_cp')) {
      const ours = outputs(kind.abi, kind.getter)!;
      const theirs = outputs(CP_POOL_ABI, kind.getter)!;
      expect({ inputs: ours.inputs, outputs: ours.outputs }).toEqual({
        inputs: theirs.inputs,
        outputs: theirs.outputs,
      });
    }
  });

  it('keep a reading only with two distinct roots and two uint128 reserves', () => {
    const ok = { rootA: A, rootB: B, reserveA: '10', reserveB: '0' };
    expect(reservesOf(ok)).toEqual({ rootA: A, rootB: B, reserveA: 10n, reserveB: 0n });
    expect(reservesOf(null)).toBeNull();
    expect(reservesOf({ ...ok, rootB: A })).toBeNull();
    expect(reservesOf({ ...ok, rootA: 'x' })).toBeNull();
    expect(reservesOf({ ...ok, reserveA: '-1' })).toBeNull();
    expect(reservesOf({ ...ok, reserveA: (1n << 128n).toString() })).toBeNull();
    expect(reservesOf({ ...ok, reserveB: 5 })).toBeNull();
  });
});
