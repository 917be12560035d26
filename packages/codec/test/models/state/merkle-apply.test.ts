// Applying real blocks' state updates to the real states before them: the Everscale mainnet zerostate
// with mainnet masterchain block 1, a fresh network's zerostate with its first block, and a Tycho
// shard state with the next block of that shard. The result must hash to the update's new hash (for
// Tycho also to the persistent state dumped after the block), and accounts read from it by key.
import { readdirSync } from 'node:fs';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import {
  applyMerkleUpdate,
  type Cell,
  CodecError,
  decodeBlock,
  loadDict,
  loadTransaction,
  lookupDict,
  readBoc,
  shardStateAccount,
} from '../../../src';

const state = (name: string): Cell => readBoc(readFixtureBoc(`states/${name}`))[0];
const block = (name: string) => decodeBlock(readFixtureBoc(`blocks/${name}`));
const named = (folder: string, prefix: string): string => {
  const found = readdirSync(fixturePath(folder)).find((f) => f.startsWith(prefix) && !f.endsWith('.json'));
  if (!found) throw new Error(`no ${folder}/${prefix}*`);
  return found;
};

describe.skipIf(!fixturesDir)(`MerkleUpdate application on real states ${fixturesSkipReason}`, () => {
  it('turns the Everscale mainnet zerostate into the state after masterchain block 1', () => {
    const zerostate = state(named('states', 'ever-block-json_main_ever_dev_zerostate_-1_'));
    expect(zerostate.hashHex()).toBe('58ffca1a178daff705de54216e5433c9bd2e7d850070d334d38997847ab9e845');
    const mc1 = block(named('blocks', 'tycho_00001_block_-1_'));
    const after = applyMerkleUpdate(mc1.block.stateUpdate.cell, zerostate);
    expect(after.hashHex()).toBe('968a91db5d010aa9e410b237dba8913f4fe3e8bc67de0079ee1b353e6f8a041a');
    // Every account the block touched is in the new state with its last transaction being the block's.
    let present = 0;
    for (const [id, entry] of mc1.block.extra.accountBlocks.entries) {
      const shardAccount = shardStateAccount(after, id.toString(16).padStart(64, '0'));
      const lastLt = [...entry.value.transactions.keys()].reduce((a, b) => (a > b ? a : b));
      const lastTx = loadTransaction(entry.value.transactions.get(lastLt)?.value as Cell);
      // A transaction that leaves no account removes its key from the state.
      if (lastTx.endStatus === 'nonexist') {
        expect(shardAccount, `account ${id.toString(16)}`).toBeNull();
        continue;
      }
      expect(shardAccount, `account ${id.toString(16)} ${lastTx.endStatus}`).not.toBeNull();
      expect(shardAccount?.lastTransLt).toBe(lastLt);
      expect(shardAccount?.lastTransHash).toBe(lastTx.hash);
      // The account's own last_trans_lt is the end of that transaction's lt range, past its lt.
      expect(shardAccount?.account?.storage.lastTransLt).toBeGreaterThan(lastLt);
      present++;
    }
    expect(present).toBeGreaterThan(0);
  });

  it('applies a fresh network first block to its zerostate: elector and config accounts present', () => {
    const zerostate = state('everscale-types_new_zerostate.boc');
    const first = block('everscale-types_first_block.boc');
    const after = applyMerkleUpdate(first.block.stateUpdate.cell, zerostate);
    expect(after.hashHex()).toBe(first.block.stateUpdate.newHash);
    expect(shardStateAccount(after, '3'.repeat(64))).not.toBeNull();
    expect(shardStateAccount(after, '5'.repeat(64))).not.toBeNull();
    expect(shardStateAccount(after, 'a'.repeat(64))).toBeNull();
  });

  it('follows a Tycho shard from its persistent state 35 to the persistent state 36 through block 36', () => {
    const before = state(named('states', 'tycho_persistent_0_8000000000000000_35_'));
    const expected = state(named('states', 'tycho_persistent_0_8000000000000000_36_'));
    const b36 = block(named('blocks', 'tycho_0_8000000000000000_36_'));
    expect(b36.flavor).toBe('tycho');
    const after = applyMerkleUpdate(b36.block.stateUpdate.cell, before);
    expect(after.hashHex()).toBe(expected.hashHex());
  });

  it('refuses a state the update does not start from, saying which it wanted', () => {
    const first = block('everscale-types_first_block.boc');
    const wrong = state(named('states', 'ever-block-json_main_ever_dev_zerostate_-1_'));
    expect(() => applyMerkleUpdate(first.block.stateUpdate.cell, wrong)).toThrow(CodecError);
    expect(() => applyMerkleUpdate(first.block.stateUpdate.cell, wrong)).toThrow(/applies to state c8a403b3/);
  });

  it('finds every key of a real dictionary by lookup, and nothing for absent keys', () => {
    const zerostate = state(named('states', 'ever-block-json_main_ever_dev_zerostate_-1_'));
    const root = zerostate.refs[1].beginParse().loadMaybeRef() as Cell;
    const all = loadDict(root, 256, (s) => s.remainingBits);
    expect(all.size).toBeGreaterThan(3);
    for (const [key, bits] of all) expect(lookupDict(root, 256, key)?.remainingBits).toBe(bits);
    expect(lookupDict(root, 256, 1n)).toBeNull();
    expect(lookupDict(root, 256, (1n << 256n) - 2n)).toBeNull();
    expect(() => lookupDict(root, 256, 1n << 256n)).toThrow(CodecError);
  });
});
