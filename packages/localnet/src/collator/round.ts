// One round of collation: a block in every shard chain of the workchain from the messages for it,
// then the masterchain block that commits them, with the shard states and tips the next round starts
// from. Splits and merges of the workchain happen at the rounds the network's settings name.
import { createHash } from 'node:crypto';
import { toHex } from '@tvmscan/codec';
import type { MasterchainBatch, SourceBlock } from '../batch';
import type { Chain, RejectedMessage } from '../chain';
import type { Genesis } from '../genesis';
import type { NetworkConfig } from '../genesis/config';
import { tickAccounts } from '../genesis/special';
import type { ChainTips, NetworkSettings, ShardTip } from '../persistence';
import { extRef, MASTERCHAIN, masterchainBlock, type ProducedBlock, shardBlock, shardDescr } from './blocks';
import { parentShard, shardContains, splitShard } from './shards';
import { type BuiltState, masterchainState, shardBalance, shardState, splitState } from './state';

const MAX_TRANSACTIONS_PER_BLOCK = 10_000;
const inMasterchain = (address: string) => address.startsWith('-1:');

export interface RoundInput {
  settings: NetworkSettings;
  genesis: Genesis;
  chain: Chain;
  /** Where every chain stands before the round. */
  tips: ChainTips;
  nowMs: number;
  /** The config in force and the validators who sign the round's blocks. */
  config: NetworkConfig;
  signers: string[];
  /** The config differs from the previous round's (the validator sets changed). */
  configChanged: boolean;
  /** The shard an account lives in, by the tips' shard layout. */
  shardOf: (address: string) => string;
}

export interface CollatedRound {
  tips: ChainTips;
  batch: MasterchainBatch;
  rejected: RejectedMessage[];
}

export async function collateRound(input: RoundInput): Promise<CollatedRound> {
  const { settings, genesis, chain, tips, nowMs, config, signers, configChanged, shardOf } = input;
  const { flavor, globalId } = settings;
  const { mc, shards, lastKeyBlockSeqno } = tips;
  const now = Math.floor(nowMs / 1000);
  const mcSeqno = mc.ref.seqNo + 1;
  const randSeed = toHex(createHash('sha256').update(`${settings.seed}/rand/${mcSeqno}`).digest());
  // The first block publishes the genesis config; later ones whenever the validator sets change.
  const keyBlock = mcSeqno === 1 || configChanged;
  const createdBy = signers[mcSeqno % signers.length];
  // The shard blocks of this round are the last ones of an unsplit workchain when it splits now, or
  // the last ones of the two halves when they merge now.
  const splitting = mcSeqno === settings.splitAt && shards.length === 1;
  const merging = mcSeqno === settings.mergeAt && shards.length === 2;
  const common = {
    flavor,
    globalId,
    genUtime: now,
    genUtimeMs: nowMs % 1000,
    prevKeyBlockSeqno: lastKeyBlockSeqno,
    randSeed,
    createdBy,
    catchainSeqno: genesis.elections.roundAt(now),
  };
  const round = {
    now,
    randSeed,
    maxTransactions: MAX_TRANSACTIONS_PER_BLOCK,
    shardOf: shardOf,
  };

  const shardRound = await chain.executeRound({
    ...round,
    startLt: tips.lt,
    accepts: (address) => !inMasterchain(address),
  });
  const shardEnd = shardRound.endLt > shardRound.startLt ? shardRound.endLt : shardRound.startLt + 1n;
  const produced: ProducedBlock[] = [];
  const nextShards: ShardTip[] = [];
  const shardBatches: SourceBlock[] = [];
  const lastStates: BuiltState[] = [];
  for (const tip of shards) {
    const chainArgs = {
      ...common,
      shard: tip.shard,
      seqNo: Math.max(tip.ref.seqNo, tip.mergedFrom?.seqNo ?? 0) + 1,
      minRefMcSeqno: mc.ref.seqNo,
      beforeSplit: splitting,
      beforeMerge: merging,
    };
    const newState = shardState({ ...chainArgs, genLt: shardEnd, masterRef: mc.ref }, chain.accounts);
    const transactions = shardRound.transactions.filter((tx) => shardContains(tip.shard, tx.address));
    const block = shardBlock({
      ...chainArgs,
      startLt: shardRound.startLt,
      endLt: shardEnd,
      prev: tip.ref,
      prev2: tip.mergedFrom,
      master: mc.ref,
      oldState: tip.state,
      newState,
      round: { transactions },
      afterSplit: tip.afterSplit,
    });
    produced.push(block);
    lastStates.push(newState);
    shardBatches.push({
      boc: block.boc,
      accountStates: new Map([...shardRound.touched].filter(([a]) => shardContains(tip.shard, a))),
    });
    const next = { ref: extRef(block), state: newState, genUtime: now, afterSplit: false };
    if (!splitting) {
      nextShards.push({ ...next, shard: tip.shard });
      continue;
    }
    // Both halves go on from the parent's last state, as a reference collator does: each first
    // block's state update starts from it, and its value flow from the balance of its own accounts.
    for (const half of splitShard(tip.shard)) {
      const state = { ...newState, totalBalance: shardBalance(chain.accounts, half) };
      nextShards.push({ ...next, shard: half, state, afterSplit: true });
    }
  }
  if (merging) {
    // The merged shard continues from both halves: their last blocks and their states side by side.
    const [left, right] = nextShards.splice(0);
    nextShards.push({
      ...left,
      shard: parentShard(left.shard),
      state: splitState(lastStates[0], lastStates[1]),
      mergedFrom: right.ref,
    });
  }

  const mcStart = shardEnd;
  const mcRound = await chain.executeRound({
    ...round,
    startLt: mcStart,
    accepts: inMasterchain,
    tick: tickAccounts('tick'),
    tock: tickAccounts('tock'),
  });
  const mcEnd = mcRound.endLt > mcStart ? mcRound.endLt : mcStart + 1n;
  const mcArgs = { ...common, seqNo: mcSeqno, minRefMcSeqno: mcSeqno };
  const newMcState = masterchainState(
    { ...mcArgs, shard: MASTERCHAIN, genLt: mcEnd, masterRef: null },
    chain.accounts,
    produced.map((block) => ({ shard: block.shard, descr: shardDescr(flavor, block, mcSeqno) })),
    config,
    genesis.totalBalance,
  );
  const mcProduced = masterchainBlock({
    ...mcArgs,
    startLt: mcStart,
    endLt: mcEnd,
    prev: mc.ref,
    keyBlockConfig: keyBlock ? config : null,
    oldState: mc.state,
    newState: newMcState,
    round: mcRound,
    shards: produced,
  });

  return {
    tips: {
      mc: { ref: extRef(mcProduced), state: newMcState, genUtime: now },
      shards: nextShards,
      lt: mcEnd,
      lastKeyBlockSeqno: keyBlock ? mcSeqno : lastKeyBlockSeqno,
    },
    batch: {
      masterchain: { boc: mcProduced.boc, accountStates: mcRound.touched },
      shards: shardBatches,
    },
    rejected: [...shardRound.rejected, ...mcRound.rejected],
  };
}
