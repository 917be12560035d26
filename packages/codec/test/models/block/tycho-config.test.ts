// Tycho's own config parameters (19 global id, 28 CollationConfig, 29 ConsensusConfig, 43 size limits):
// with the 'tycho' flavor they decode from the real Tycho states and key blocks and re-encode to the
// same cell; with the default 'everscale' flavor nothing changes for Everscale configs.

import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { readBoc } from '../../../src/cell';
import type { ConfigParams } from '../../../src/models/config';
import { loadConfigParams } from '../../../src/models/config';
import { decodeConfigParam, decodeConfigParams, encodeConfigParam } from '../../../src/models/config-params';
import type {
  TychoCollationConfig,
  TychoConsensusConfig,
  TychoSizeLimitsConfig,
} from '../../../src/models/config-params-tycho';
import { decodeBlock, decodeShardState } from '../../../src/models/decode';

function tychoConfigs(): Array<[string, ConfigParams]> {
  const out: Array<[string, ConfigParams]> = [];
  for (const name of listFixtures('states').filter((n) => n.startsWith('tycho') && n.endsWith('.boc'))) {
    const d = decodeShardState(readFixtureBoc(`states/${name}`));
    expect(d.flavor).toBe('tycho');
    if (d.state.custom) out.push([name, d.state.custom.config]);
  }
  for (const name of listFixtures('blocks').filter(
    (n) => n.startsWith('tycho') && /\.(boc|block)$/.test(n),
  )) {
    let d: ReturnType<typeof decodeBlock>;
    try {
      d = decodeBlock(readFixtureBoc(`blocks/${name}`));
    } catch {
      continue; // proofs and other non-block files
    }
    const config = d.block.extra.custom?.config;
    if (d.flavor === 'tycho' && config) out.push([name, config]);
  }
  return out;
}

function decoded<T>(config: ConfigParams, index: number): T {
  const p = decodeConfigParam(index, config.params.get(index)!, 'tycho');
  if (p.kind !== 'decoded') throw new Error(`p${index} stayed raw: ${p.reason}`);
  return p.value as T;
}

describe.skipIf(!fixturesDir)(`Tycho config parameters ${fixturesSkipReason}`, () => {
  it('decode 19, 28, 29 and 43 from every Tycho state and key block, and re-encode each to its cell', () => {
    const configs = tychoConfigs();
    expect(configs.length).toBeGreaterThanOrEqual(3);
    const tags = new Set<number>();
    for (const [name, config] of configs) {
      for (const index of [19, 28, 29, 43]) {
        const cell = config.params.get(index);
        if (!cell) continue;
        const p = decodeConfigParam(index, cell, 'tycho');
        expect(p.kind, `${name} p${index} ${p.kind === 'raw' ? p.reason : ''}`).toBe('decoded');
        expect(
          encodeConfigParam(index, p.kind === 'decoded' && p.value, 'tycho').hashHex(),
          `${name} p${index}`,
        ).toBe(cell.hashHex());
      }
      const p28 = decoded<TychoCollationConfig>(config, 28);
      tags.add(p28.tag);
      expect(p28.mcBlockMinIntervalMs).toBeGreaterThan(0);
      expect(p28.mcBlockMinIntervalMs).toBeLessThan(60_000);
      expect(p28.emptyScBlockIntervalMs).toBeGreaterThanOrEqual(p28.mcBlockMinIntervalMs);
      expect(p28.maxUncommittedChainLength).toBeGreaterThan(0);
      expect(p28.wuUsedToImportNextAnchor).toBeGreaterThan(0n);
      expect(p28.msgsExecParams.bufferLimit).toBeGreaterThan(0);
      expect(p28.msgsExecParams.groupLimit).toBeGreaterThan(0);
      expect(p28.msgsExecParams.groupVertSize).toBeGreaterThan(0);
      expect(p28.msgsExecParams.groupSlotsFractions.size).toBeGreaterThan(0);
      const p29 = decoded<TychoConsensusConfig>(config, 29);
      expect(p29.payloadBatchBytes).toBeGreaterThan(0);
      expect(p29.payloadBufferBytes).toBeGreaterThanOrEqual(p29.payloadBatchBytes);
      expect(p29.downloadPeers).toBeGreaterThan(0);
      expect(p29.commitHistoryRounds).toBeLessThanOrEqual(p29.deduplicateRounds + p29.maxConsensusLagRounds);
    }
    // the zerostate carries #a6, the later states #a7
    expect([...tags].sort()).toEqual([0xa6, 0xa7]);
  });

  it('shows the values of the Tycho zerostate and of the later persistent states', () => {
    const zero = decodeShardState(readFixtureBoc('states/tycho_zerostate.boc')).state.custom!.config;
    const z28 = decoded<TychoCollationConfig>(zero, 28);
    expect(z28).toMatchObject({
      tag: 0xa6,
      shuffleMcValidators: true,
      mcBlockMinIntervalMs: 2500,
      emptyScBlockIntervalMs: 60_000,
      a7Uint32: null,
    });
    expect(z28.maxUncommittedChainLength).toBe(31);
    expect(z28.wuUsedToImportNextAnchor).toBe(1_200_000_000n);
    expect(z28.msgsExecParams).toMatchObject({
      bufferLimit: 10_000,
      groupLimit: 100,
      groupVertSize: 10,
      externalsExpireTimeout: 60,
      openRangesLimit: 100,
      par0IntMsgsCountLimit: 50_000,
      par0ExtMsgsCountLimit: 5000,
      rangeMessagesLimit: null,
    });
    const later = listFixtures('states').find((n) => n.startsWith('tycho_persistent_-1_'))!;
    const mc = decodeShardState(readFixtureBoc(`states/${later}`)).state.custom!.config;
    const m28 = decoded<TychoCollationConfig>(mc, 28);
    expect(m28).toMatchObject({
      tag: 0xa7,
      mcBlockMinIntervalMs: 1000,
      emptyScBlockIntervalMs: 3000,
    });
    expect(m28.a7Uint32).toBe(60_000);
    expect(m28.msgsExecParams.rangeMessagesLimit).toBe(10_000);
    expect(decoded<number>(mc, 19)).toBe(8_279_183);
    expect(decoded<TychoSizeLimitsConfig>(mc, 43)).toEqual({
      maxMsgBits: 2_097_152,
      maxMsgCells: 8192,
      maxLibraryCells: 1000,
      maxVmDataDepth: 512,
      maxExtMsgSize: 65_535,
      maxExtMsgDepth: 512,
      maxAccStateCells: 65_536,
      maxAccStateBits: 67_043_328,
      maxAccPublicLibraries: 256,
      deferOutQueueSizeLimit: 256,
    });
  });

  it('keeps the Everscale reading of 28 and 29 by default, and Tycho cells stay raw under it', () => {
    const config = loadConfigParams(
      readBoc(readFixtureBoc('config/everscale-types_simple_config.boc'))[0].beginParse(),
    );
    const byDefault = decodeConfigParams(config);
    const explicit = decodeConfigParams(config, 'everscale');
    expect(explicit.map((p) => p.kind)).toEqual(byDefault.map((p) => p.kind));
    expect(byDefault.find((p) => p.index === 28)?.kind).toBe('decoded');
    const zero = decodeShardState(readFixtureBoc('states/tycho_zerostate.boc')).state.custom!.config;
    expect(decodeConfigParam(28, zero.params.get(28)!).kind).toBe('raw');
    expect(decodeConfigParam(28, zero.params.get(28)!, 'tycho').kind).toBe('decoded');
  });
});
