// The config each flavor publishes is in that flavor's own layouts: every parameter of every key block
// decodes with the codec path of the block's flavor (ever-node's catchain_config and consensus_config
// in params 28/29 on everscale, Tycho's CollationConfig and ConsensusConfig on tycho), and both
// executors of the flavor run the network's transactions and tick-tocks with it.
import {
  type CatchainConfig,
  type ConsensusConfig,
  decodeBlock,
  decodeConfigParams,
  type TychoCollationConfig,
  type TychoConsensusConfig,
} from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import type { Flavor } from '../src/executor';
import { createLocalnet, type RejectedEvent } from '../src/localnet';

const TIMINGS = { validatorsElectedFor: 6, electionsStartBefore: 4, electionsEndBefore: 2, stakeHeldFor: 2 };

describe.each<Flavor>(['everscale', 'tycho'])('the %s config', (flavor) => {
  it('decodes whole in every key block, and the executors run with it', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `config-${flavor}`,
      trafficTps: 3,
      electionTimings: TIMINGS,
      clock: () => (time += 1000),
    });
    const rejected: RejectedEvent[] = [];
    net.on('rejected', (r) => rejected.push(r));
    const keyBlocks = [];
    let transactions = 0;
    for (let i = 0; i < 8; i++) {
      const batch = await net.produceBlock();
      for (const { boc } of [batch.masterchain, ...batch.shards]) {
        const { block } = decodeBlock(boc);
        for (const e of block.extra.accountBlocks.entries.values()) transactions += e.value.transactions.size;
        if (block.info.keyBlock) keyBlocks.push(block);
      }
    }
    expect(keyBlocks.length).toBeGreaterThanOrEqual(3);
    expect(transactions).toBeGreaterThan(8 * 2);
    expect(rejected).toEqual([]);
    for (const block of keyBlocks) {
      const params = decodeConfigParams(block.extra.custom!.config!, flavor);
      expect(params.filter((p) => p.kind === 'raw').map((p) => p.index)).toEqual([]);
      const value = (index: number) => {
        const param = params.find((p) => p.index === index);
        return param?.kind === 'decoded' ? param.value : undefined;
      };
      expect(value(19)).toBe(net.globalId);
      const p28 = value(28);
      const p29 = value(29);
      if (flavor === 'everscale') {
        expect((p28 as CatchainConfig).shuffleMcValidators).toBe(true);
        expect((p29 as ConsensusConfig).tag).toBe(0xd7);
        expect(params.some((p) => p.index === 43)).toBe(false);
      } else {
        expect((p28 as TychoCollationConfig).mcBlockMinIntervalMs).toBeGreaterThan(0);
        expect((p29 as TychoConsensusConfig).payloadBatchBytes).toBeGreaterThan(0);
      }
    }
  }, 60_000);
});
