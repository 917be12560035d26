// Shard states (zerostates, masterchain and shard states of both flavors) and blockchain configs:
// each decodes with the right flavor, re-encodes to its root hash, and shows the values the
// fixtures' sources assert (accounts present, seqnos, shards, config parameters, validator sets).

import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { beginCell, type Cell, readBoc } from '../../../src/cell';
import { shardToString } from '../../../src/models/block-info';
import { loadConfigParams, storeConfigParams } from '../../../src/models/config';
import {
  type CatchainConfig,
  decodeConfigParam,
  decodeConfigParams,
  encodeConfigParam,
  type GasLimitsPrices,
  type ValidatorSet,
} from '../../../src/models/config-params';
import { decodeBlock, decodeShardState } from '../../../src/models/decode';
import { storeShardStateUnsplit } from '../../../src/models/shard-state';

/** The decoded value of a parameter this codec knows, failing the test when it stayed raw. */
function paramValue(index: number, cell: Cell | undefined): unknown {
  if (!cell) throw new Error(`p${index} is absent`);
  const p = decodeConfigParam(index, cell);
  if (p.kind !== 'decoded') throw new Error(`p${index} stayed raw: ${p.reason}`);
  return p.value;
}

const ELECTOR = BigInt(`0x${'3'.repeat(64)}`);
const CONFIG = BigInt(`0x${'5'.repeat(64)}`);

const stateFiles = fixturesDir ? listFixtures('states').filter((n) => n.endsWith('.boc')) : [];

describe.skipIf(!fixturesDir)(`shard states ${fixturesSkipReason}`, () => {
  it('decode with the flavor of their tag and re-encode to the same root', () => {
    expect(stateFiles.length).toBe(12);
    for (const name of stateFiles) {
      const bytes = readFixtureBoc(`states/${name}`);
      const d = decodeShardState(bytes);
      const tag = readBoc(bytes)[0].beginParse().loadUint(32);
      expect(d.flavor, name).toBe(tag === 0x9023aeee ? 'tycho' : 'everscale');
      const b = beginCell();
      storeShardStateUnsplit(b, d.state, d.flavor);
      expect(b.endCell().hashHex(), name).toBe(d.rootHash);
    }
  });

  it('finds the elector and config accounts in the Everscale mainnet zerostate and new_zerostate', () => {
    for (const name of ['ever-block-json_main_ever_dev_zerostate_-1_', 'everscale-types_new_zerostate']) {
      const file = stateFiles.find((n) => n.startsWith(name))!;
      const d = decodeShardState(readFixtureBoc(`states/${file}`));
      expect(d.state.accounts.entries.has(ELECTOR), name).toBe(true);
      expect(d.state.accounts.entries.has(CONFIG), name).toBe(true);
      expect(d.state.seqNo).toBe(0);
      expect(shardToString(d.state.shardId)).toBe('-1:8000000000000000');
      expect(d.state.custom).not.toBeNull();
    }
    const mainnet = decodeShardState(
      readFixtureBoc(`states/${stateFiles.find((n) => n.includes('zerostate_-1_D270'))}`),
    );
    expect(mainnet.rootHash).toBe('58ffca1a178daff705de54216e5433c9bd2e7d850070d334d38997847ab9e845');
    expect(mainnet.state).toMatchObject({ globalId: 42, genUtime: 1588855799 });
  });

  it('reads the basechain zerostate and state 4723 with the ids ever-block-json asserts', () => {
    const wc0 = decodeShardState(
      readFixtureBoc(`states/${stateFiles.find((n) => n.includes('zerostate_0_97AF'))}`),
    );
    expect(wc0.rootHash).toBe('95f042d1bf5b99840cad3aaa698f5d7be13d9819364faf9dd43df5b5d3c2950e');
    expect(shardToString(wc0.state.shardId)).toBe('0:8000000000000000');
    const s4723 = decodeShardState(
      readFixtureBoc(`states/${stateFiles.find((n) => n.includes('state_4723'))}`),
    );
    expect(s4723.rootHash).toBe('09ac422905ed4a266ebdb33d98f8df168c6ee98f40d57512a5e3eca8c215e4d9');
    expect(s4723.state).toMatchObject({ seqNo: 4723, genUtime: 1588683839 });
    expect(shardToString(s4723.state.shardId)).toBe('0:c800000000000000');
    expect(s4723.state.accounts.entries.size).toBeGreaterThan(0);
  });

  it('gives the tycho zerostate shard descriptions seqno 0 and chains the dump states to their blocks', () => {
    const zero = decodeShardState(readFixtureBoc('states/tycho_zerostate.boc'));
    expect(zero.flavor).toBe('tycho');
    expect(zero.state.custom!.shardHashes.length).toBeGreaterThan(0);
    expect(zero.state.custom!.shardHashes.every((e) => e.descr.seqNo === 0)).toBe(true);
    const state35 = decodeShardState(
      readFixtureBoc(`states/${stateFiles.find((n) => n.includes('_0_8000000000000000_35_'))}`),
    );
    const state36 = decodeShardState(
      readFixtureBoc(`states/${stateFiles.find((n) => n.includes('_0_8000000000000000_36_'))}`),
    );
    const block36 = decodeBlock(
      readFixtureBoc(
        `blocks/${listFixtures('blocks').find((n) => n.startsWith('tycho_0_8000000000000000_36_'))}`,
      ),
    );
    expect(block36.block.stateUpdate.oldHash).toBe(state35.rootHash);
    expect(block36.block.stateUpdate.newHash).toBe(state36.rootHash);
    expect(state36.state.seqNo).toBe(36);
  });

  it('computes the same validator facts everscale-types asserts for test_state_2_master', () => {
    const d = decodeShardState(readFixtureBoc('states/everscale-types_test_state_2_master.boc'));
    const config = d.state.custom!.config;
    const p28 = paramValue(28, config.params.get(28)) as CatchainConfig;
    expect(p28.shardValidatorsNum).toBeGreaterThanOrEqual(7);
    const p34 = paramValue(34, config.params.get(34)!) as ValidatorSet;
    expect(p34.list.map((v) => v.publicKey)).toEqual(
      expect.arrayContaining([
        'b3fe2cf2e598d9322cd61f7ae442c9318b8bcb6381d8f02f3af82743ce525e8c',
        '56d25914d4c907af41044c079b37cbdd4e41d1cf9d01d56c57797dac60778e70',
        '660c4725fd034e49b21f7a3980681da5cba999f24e7f9c7bd48ab8ca1e6c6477',
      ]),
    );
    expect(d.state.custom!.validatorInfo.catchainSeqno).toBeGreaterThanOrEqual(0);
  });
});

describe.skipIf(!fixturesDir)(`config params ${fixturesSkipReason}`, () => {
  it('shows the validator set ever-sdk asserts for key block 1159 (21 validators, previous set present)', () => {
    const d = decodeBlock(readFixtureBoc('blocks/ever-sdk_key_block.boc'));
    const config = d.block.extra.custom!.config!;
    const p34 = paramValue(34, config.params.get(34)) as ValidatorSet;
    expect(p34.list.length).toBe(21);
    expect(p34.utimeSince).toBe(1627898896);
    expect(config.params.has(32)).toBe(true);
  });

  it('reads simple_config with the values everscale-types asserts', () => {
    const root = readBoc(readFixtureBoc('config/everscale-types_simple_config.boc'))[0];
    const config = loadConfigParams(root.beginParse());
    expect(config.configAddr).toBe('5'.repeat(64));
    const get = (i: number) => paramValue(i, config.params.get(i)!);
    expect(get(0)).toBe('5'.repeat(64));
    expect(get(1)).toBe('3'.repeat(64));
    expect(get(2)).toBe('0'.repeat(64));
    for (const absent of [3, 4, 6, 13, 30, 32, 33, 35, 36, 37])
      expect(config.params.has(absent), `p${absent}`).toBe(false);
    expect(get(8)).toEqual({ version: 35, capabilities: 0x717aen });
    expect(get(15)).toEqual({
      validatorsElectedFor: 900,
      electionsStartBefore: 450,
      electionsEndBefore: 50,
      stakeHeldFor: 450,
    });
    expect(get(16)).toEqual({ maxValidators: 1000, maxMainValidators: 100, minValidators: 13 });
    expect(get(17)).toEqual({
      minStake: 10000000000000n,
      maxStake: 10000000000000000n,
      minTotalStake: 100000000000000n,
      maxStakeFactor: 196608,
    });
    expect(get(20)).toMatchObject<Partial<GasLimitsPrices>>({
      gasPrice: 655360000n,
      gasLimit: 1000000n,
      specialGasLimit: 100000000n,
      gasCredit: 10000n,
      blockGasLimit: 10000000n,
      freezeDueLimit: 100000000n,
      deleteDueLimit: 1000000000n,
      flat: { flatGasLimit: 1000n, flatGasPrice: 10000000n },
    });
  });

  it('reads old_config mandatory and critical parameter lists', () => {
    const config = loadConfigParams(
      readBoc(readFixtureBoc('config/everscale-types_old_config.boc'))[0].beginParse(),
    );
    expect(paramValue(9, config.params.get(9)!)).toEqual([
      0, 1, 9, 10, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 34,
    ]);
    expect(paramValue(10, config.params.get(10)!)).toEqual([
      0, 1, 9, 10, 12, 14, 15, 16, 17, 32, 34, 36, 4294966295, 4294966296, 4294966297,
    ]);
    expect(config.params.has(32)).toBe(true);
  });

  it('decodes every listed parameter of every real config and re-encodes each to its own cell', () => {
    const wrapped = [
      'everscale-types_simple_config.boc',
      'everscale-types_old_config.boc',
      'ever-sdk_block_config.boc',
      'ever-sdk_zerostate_config.boc',
      'ever-sdk_default_config.boc',
    ].map((n) => readBoc(readFixtureBoc(`config/${n}`))[0]);
    const configs = wrapped.map((root) => loadConfigParams(root.beginParse()));
    configs.forEach((config, i) => {
      const b = beginCell();
      storeConfigParams(b, config);
      expect(b.endCell().hashHex()).toBe(wrapped[i].hashHex());
    });
    configs.push(decodeShardState(readFixtureBoc('states/tycho_zerostate.boc')).state.custom!.config);
    let decoded = 0;
    for (const config of configs) {
      for (const p of decodeConfigParams(config)) {
        if (p.kind !== 'decoded') continue;
        expect(encodeConfigParam(p.index, p.value).hashHex(), `p${p.index}`).toBe(p.cell.hashHex());
        decoded++;
      }
    }
    expect(decoded).toBeGreaterThan(100);
  });

  it('keeps unknown parameters raw', () => {
    const config = loadConfigParams(
      readBoc(readFixtureBoc('config/everscale-types_old_config.boc'))[0].beginParse(),
    );
    const unknown = decodeConfigParams(config).filter((p) => p.kind === 'raw');
    for (const p of unknown) expect(p.cell.hashHex()).toBe(config.params.get(p.index)!.hashHex());
  });
});
