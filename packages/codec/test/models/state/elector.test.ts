// The elector's data read out of real masterchain states: two Tycho test networks with elections open
// (13 members, no past elections yet) and zerostates with empty electors. Every value is read a second
// time with @ton/core's own slice and dictionary code (an independent reading of the same cells), and
// storing what was read gives back the same cell. Past elections, absent from these states, round-trip
// through a cell built here and read back by @ton/core too.
import { readdirSync } from 'node:fs';
import { Dictionary, Cell as TonCell, type Slice as TonSlice, beginCell as tonBeginCell } from '@ton/core';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import {
  beginCell,
  type Cell,
  decodeShardState,
  type ElectorData,
  loadElectorData,
  type PastElection,
  shardStateAccount,
  storeElectorData,
  writeBoc,
} from '../../../src';

const hex = (v: bigint) => v.toString(16).padStart(64, '0');

/** The elector's data cell in a masterchain state: the account named by config param 1. */
function electorData(stateFile: string): Cell {
  const { root, state } = decodeShardState(readFixtureBoc(`states/${stateFile}`));
  const param1 = state.custom!.config.params.get(1)!;
  const address = hex(param1.beginParse().loadUintBig(256));
  const account = shardStateAccount(root, address)!.account!;
  if (account.storage.state.kind !== 'active') throw new Error('elector is not active');
  return account.storage.state.stateInit.data!;
}

const states = (prefix: string) =>
  readdirSync(fixturePath('states')).filter((n) => n.startsWith(prefix) && n.endsWith('.boc'));

/** The same fields read with @ton/core: load_data, then unpack_elect and the members dictionary. */
function tonReading(cell: Cell) {
  const s = TonCell.fromBoc(Buffer.from(writeBoc(cell)))[0].beginParse();
  const elect = s.loadMaybeRef();
  const credits = s.loadDict(Dictionary.Keys.BigUint(256), Dictionary.Values.BigVarUint(4));
  const past = s.loadMaybeRef();
  const grams = s.loadCoins();
  const activeId = s.loadUint(32);
  const activeHash = s.loadUintBig(256);
  const member = {
    serialize: () => {
      throw new Error('read only');
    },
    parse: (v: TonSlice) => ({
      stake: v.loadCoins(),
      time: v.loadUint(32),
      maxFactor: v.loadUint(32),
      srcAddr: hex(v.loadUintBig(256)),
      adnlAddr: hex(v.loadUintBig(256)),
    }),
  };
  let e = null;
  if (elect) {
    const es = elect.beginParse();
    e = {
      electAt: es.loadUint(32),
      electClose: es.loadUint(32),
      minStake: es.loadCoins(),
      totalStake: es.loadCoins(),
      members: new Map(
        [...es.loadDict(Dictionary.Keys.BigUint(256), member)].map(([k, v]) => [hex(k), v] as const),
      ),
      failed: es.loadBit(),
      finished: es.loadBit(),
    };
  }
  return {
    elect: e,
    credits: credits.size,
    past: past !== null,
    grams,
    activeId,
    activeHash: hex(activeHash),
  };
}

describe.skipIf(!fixturesDir)(`elector data ${fixturesSkipReason}`, () => {
  it.each(['tycho_persistent_-1_', 'tycho_one-shard_persistent_-1_'])(
    'reads the open election of %s*: 13 members, as @ton/core reads them',
    (prefix) => {
      const [file] = states(prefix);
      const cell = electorData(file);
      const data = loadElectorData(cell.beginParse());
      const { elect, ...rest } = tonReading(cell);
      expect(data.elect).not.toBeNull();
      expect(data.elect!.members.size).toBe(13);
      expect(data.elect).toEqual(elect);
      expect(data.elect!.totalStake).toBe(
        [...data.elect!.members.values()].reduce((n, m) => n + m.stake, 0n),
      );
      expect(data.elect!.electClose).toBeLessThan(data.elect!.electAt);
      expect({
        credits: data.credits.size,
        past: data.pastElections.size > 0,
        grams: data.grams,
        activeId: data.activeId,
        activeHash: data.activeHash,
      }).toEqual(rest);
      const stored = beginCell();
      storeElectorData(stored, data);
      expect(stored.endCell().hashHex()).toBe(cell.hashHex());
    },
  );

  it('reads the empty electors of zerostates', () => {
    for (const file of [
      ...states('ever-block-json_main_ever_dev_zerostate_-1_'),
      ...states('tycho_zerostate'),
      ...states('everscale-types_new_zerostate'),
    ]) {
      const cell = electorData(file);
      const data = loadElectorData(cell.beginParse());
      expect(data, file).toMatchObject({ elect: null, grams: 0n, activeId: 0 });
      expect(data.pastElections.size).toBe(0);
      const stored = beginCell();
      storeElectorData(stored, data);
      expect(stored.endCell().hashHex()).toBe(cell.hashHex());
    }
  });

  it('stores past elections as the elector does (conduct_elections) and reads them back', () => {
    const past: PastElection = {
      unfreezeAt: 1_767_700_000,
      stakeHeld: 60,
      vsetHash: 'ab'.repeat(32),
      frozenDict: new Map([
        [
          '01'.repeat(32),
          { addr: '11'.repeat(32), weight: 3n << 58n, stake: 30_000_000_000_000n, banned: false },
        ],
        [
          '02'.repeat(32),
          { addr: '22'.repeat(32), weight: 1n << 58n, stake: 10_000_000_000_000n, banned: true },
        ],
      ]),
      totalStake: 40_000_000_000_000n,
      bonuses: 123_456_789n,
      complaints: null,
    };
    const data: ElectorData = {
      elect: null,
      credits: new Map([['33'.repeat(32), 5n]]),
      pastElections: new Map([[1_767_699_765, past]]),
      grams: 7n,
      activeId: 1_767_699_765,
      activeHash: 'ab'.repeat(32),
    };
    const b = beginCell();
    storeElectorData(b, data);
    const cell = b.endCell();
    expect(loadElectorData(cell.beginParse())).toEqual(data);

    // The same data written with @ton/core the way elector-code.fc writes it (conduct_elections,
    // update_active_vset_id, store_data): values inline, dictionaries as store_dict.
    const frozen = Dictionary.empty(Dictionary.Keys.BigUint(256), {
      serialize: (f: { addr: string; weight: bigint; stake: bigint; banned: boolean }, builder) =>
        builder
          .storeUint(BigInt(`0x${f.addr}`), 256)
          .storeUint(f.weight, 64)
          .storeCoins(f.stake)
          .storeBit(f.banned),
      parse: () => {
        throw new Error('write only');
      },
    });
    for (const [k, v] of past.frozenDict) frozen.set(BigInt(`0x${k}`), v);
    const pastElections = Dictionary.empty(Dictionary.Keys.Uint(32), {
      serialize: (p: PastElection, builder) =>
        builder
          .storeUint(p.unfreezeAt, 32)
          .storeUint(p.stakeHeld, 32)
          .storeUint(BigInt(`0x${p.vsetHash}`), 256)
          .storeDict(frozen)
          .storeCoins(p.totalStake)
          .storeCoins(p.bonuses)
          .storeBit(false),
      parse: () => {
        throw new Error('write only');
      },
    });
    pastElections.set(1_767_699_765, past);
    const credits = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.BigVarUint(4));
    credits.set(BigInt(`0x${'33'.repeat(32)}`), 5n);
    const theirs = tonBeginCell()
      .storeMaybeRef(null)
      .storeDict(credits)
      .storeDict(pastElections)
      .storeCoins(7n)
      .storeUint(1_767_699_765, 32)
      .storeUint(BigInt(`0x${'ab'.repeat(32)}`), 256)
      .endCell();
    expect(cell.hashHex()).toBe(theirs.hash().toString('hex'));
  });
});
