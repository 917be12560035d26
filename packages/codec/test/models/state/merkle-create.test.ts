// createMerkleUpdate writes what a collator puts into a block: applying it to the old state must give
// the new state, on real states and on trees where an unchanged cell reappears under a changed parent.

import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import {
  applyMerkleUpdate,
  beginCell,
  type Cell,
  createMerkleUpdate,
  decodeBlock,
  loadMerkleUpdate,
  readBoc,
  writeBoc,
} from '../../../src';

const cell = (label: number, ...refs: Cell[]): Cell => {
  const b = beginCell().storeUint(label, 32);
  for (const r of refs) b.storeRef(r);
  return b.endCell();
};

/** The update as it travels in a block: serialized and read back. */
const roundTrip = (update: Cell): Cell => readBoc(writeBoc(update))[0];

describe('createMerkleUpdate', () => {
  it('carries only what changed and rebuilds the new tree from the old one', () => {
    const code = cell(7, cell(8));
    const unchanged = cell(1, code);
    const old = cell(0, unchanged, cell(2));
    // A new sibling reuses the code cell that, in the old tree, only the unchanged account holds.
    const next = cell(0, unchanged, cell(3, code));
    const update = roundTrip(createMerkleUpdate(old, next));
    expect(update.type).toBe('merkleUpdate');
    expect(loadMerkleUpdate(update)).toMatchObject({ oldHash: old.hashHex(), newHash: next.hashHex() });
    expect(applyMerkleUpdate(update, old).hashHex()).toBe(next.hashHex());
    // The unchanged subtree is pruned on both sides.
    const [oldPart, newPart] = update.refs;
    expect(oldPart.refs[0].type).toBe('prunedBranch');
    expect(newPart.refs[0].type).toBe('prunedBranch');
  });

  it('proves an unchanged state with both sides pruned at the root', () => {
    const state = cell(0, cell(1), cell(2));
    const update = roundTrip(createMerkleUpdate(state, state));
    expect(update.refs.map((r) => r.type)).toEqual(['prunedBranch', 'prunedBranch']);
    expect(applyMerkleUpdate(update, state).hashHex()).toBe(state.hashHex());
  });
});

describe.skipIf(!fixturesDir)(`createMerkleUpdate on real states ${fixturesSkipReason}`, () => {
  it('recreates the transition of Tycho block 36 and of Everscale mainnet masterchain block 1', () => {
    const states = listFixtures('states');
    const blocks = listFixtures('blocks');
    const pairs = [
      {
        before: states.find((n) => n.startsWith('tycho_persistent_0_8000000000000000_35_')),
        block: blocks.find((n) => n.startsWith('tycho_0_8000000000000000_36_')),
      },
      {
        before: states.find(
          (n) => n.startsWith('ever-block-json_main_ever_dev_zerostate_-1_') && n.endsWith('.boc'),
        ),
        block: blocks.find((n) => n.startsWith('tycho_00001_block_-1_')),
      },
    ];
    for (const { before, block } of pairs) {
      const oldState = readBoc(readFixtureBoc(`states/${before}`))[0];
      const original = decodeBlock(readFixtureBoc(`blocks/${block}`)).block.stateUpdate.cell;
      const newState = applyMerkleUpdate(original, oldState);
      const ours = roundTrip(createMerkleUpdate(oldState, newState));
      expect(applyMerkleUpdate(ours, oldState).hashHex()).toBe(newState.hashHex());
      expect(loadMerkleUpdate(ours).oldDepth).toBe(loadMerkleUpdate(original).oldDepth);
      expect(loadMerkleUpdate(ours).newDepth).toBe(loadMerkleUpdate(original).newDepth);
    }
  });
});
