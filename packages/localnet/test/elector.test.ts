// The elector keeps its data in the reference elector's layout and changes it only through real
// transactions: through one elections cycle of six-second rounds, the candidates' wallets stake while
// elections are open, the elector's tick freezes the stakes of the set the network publishes in param
// 36 (with its weights) and credits the others back, a transfer to it while that set is active becomes
// the set's bonuses, a losing candidate takes its stake back, and once the stakes are no longer held
// they are credited with their share of the bonuses. The decoder below is written from the layout of
// ton-blockchain/ton crypto/smartcont/elector-code.fc, independently of the elector's source.
import {
  type Cell,
  decodeBlock,
  decodeConfigParam,
  loadAccount,
  loadDictE,
  type Slice,
  type ValidatorSet,
} from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { cellOf } from '../src/bocCells';
import type { Flavor } from '../src/executor';
import { ELECTOR_ID } from '../src/genesis/special';
import { validatorAdnl, validatorKey } from '../src/genesis/validators';
import { createLocalnet, type Localnet, type RejectedEvent } from '../src/localnet';
import { giverTransfer } from './giver';

// Stakes are held a second past their round, so they come back before the next elections open.
const TIMINGS = { validatorsElectedFor: 6, electionsStartBefore: 4, electionsEndBefore: 2, stakeHeldFor: 1 };
const ELECTOR = `-1:${ELECTOR_ID}`;
const NANO = 1_000_000_000n;

const hex = (value: bigint) => value.toString(16).padStart(64, '0');
const loadHash = (s: Slice) => hex(s.loadUintBig(256));

// elect:(Maybe ^Elect) credits:(HashmapE 256 Grams) past_elections:(HashmapE 32 PastElection)
//   grams:Grams active_id:uint32 active_hash:uint256
// Elect = elect_at:uint32 elect_close:uint32 min_stake:Grams total_stake:Grams
//   members:(HashmapE 256 Member) failed:Bool finished:Bool
// Member = stake:Grams time:uint32 max_factor:uint32 src_addr:uint256 adnl_addr:uint256
// PastElection = unfreeze_at:uint32 stake_held:uint32 vset_hash:uint256 frozen_dict:(HashmapE 256 Frozen)
//   total_stake:Grams bonuses:Grams complaints:(HashmapE 256 Complaint)
// Frozen = addr:uint256 weight:uint64 stake:Grams banned:Bool
function decodeElector(data: Cell) {
  const s = data.beginParse();
  const electCell = s.loadMaybeRef();
  const credits = loadDictE(s, 256, (v) => v.loadCoins());
  const past = loadDictE(s, 32, (v) => ({
    unfreezeAt: v.loadUint(32),
    stakeHeld: v.loadUint(32),
    vsetHash: loadHash(v),
    frozen: loadDictE(v, 256, (f) => ({
      addr: loadHash(f),
      weight: f.loadUintBig(64),
      stake: f.loadCoins(),
      banned: f.loadBit(),
    })),
    totalStake: v.loadCoins(),
    bonuses: v.loadCoins(),
    complaints: v.loadMaybeRef(),
  }));
  const grams = s.loadCoins();
  const activeId = s.loadUint(32);
  const activeHash = loadHash(s);
  s.endParse('elector data');
  let elect = null;
  if (electCell) {
    const e = electCell.beginParse();
    elect = {
      electAt: e.loadUint(32),
      electClose: e.loadUint(32),
      minStake: e.loadCoins(),
      totalStake: e.loadCoins(),
      members: loadDictE(e, 256, (m) => ({
        stake: m.loadCoins(),
        time: m.loadUint(32),
        maxFactor: m.loadUint(32),
        srcAddr: loadHash(m),
        adnlAddr: loadHash(m),
      })),
      failed: e.loadBit(),
      finished: e.loadBit(),
    };
    e.endParse('Elect');
  }
  return { elect, credits, past, grams, activeId, activeHash };
}

function electorData(net: Localnet) {
  const state = loadAccount(cellOf(net.account(ELECTOR)!.boc))?.storage.state;
  if (state?.kind !== 'active' || !state.stateInit.data) throw new Error('the elector is not active');
  return decodeElector(state.stateInit.data);
}

describe.each<Flavor>(['everscale', 'tycho'])('the elector on %s', (flavor) => {
  it('records stakes, freezes the published set, pays bonuses and returns stakes, in its real layout', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `elector-${flavor}`,
      wallets: 1,
      electionTimings: TIMINGS,
      splitAtMcSeqno: 0,
      clock: () => (time += 1000),
    });
    const rejected: RejectedEvent[] = [];
    net.on('rejected', (r) => rejected.push(r));
    const { elections, validators } = net.genesis;
    const seed = `elector-${flavor}`;
    const until = async (mcSeqno: number) => {
      const key = [];
      while (net.head().mcSeqno < mcSeqno) {
        const mc = decodeBlock((await net.produceBlock()).masterchain.boc).block;
        if (mc.info.keyBlock) key.push(mc);
      }
      return key;
    };
    const first = elections.setOf(1);
    const electAt = first.utimeSince;
    const candidates = elections.candidatesOf(1);
    const walletOf = (index: number) => validators[index].wallet.address.slice(3);

    // Elections for round 1 are open: every candidate has staked what the seed draws for it.
    await until(3);
    expect(elections.status(net.head().genUtime)).toBe('open');
    let data = electorData(net);
    expect(data.elect).toMatchObject({
      electAt,
      electClose: electAt - TIMINGS.electionsEndBefore,
      finished: false,
    });
    const members = data.elect!.members;
    expect(members.size).toBe(candidates.length);
    for (const { index, stake } of candidates) {
      expect(members.get(BigInt(`0x${validatorKey(seed, index).publicKey}`))).toMatchObject({
        stake,
        maxFactor: 3 << 16,
        srcAddr: walletOf(index),
        adnlAddr: validatorAdnl(seed, index),
      });
    }
    expect(data.elect!.totalStake).toBe(candidates.reduce((sum, c) => sum + c.stake, 0n));

    // Elections close: the key block publishes param 36, and the elector freezes exactly that set.
    const [closing] = await until(5);
    const p36Cell = closing.extra.custom!.config!.params.get(36)!;
    const p36 = decodeConfigParam(36, p36Cell);
    const published = (p36.kind === 'decoded' ? p36.value : null) as ValidatorSet;
    expect(published.list.map((v) => v.publicKey)).toEqual(first.list.map((v) => v.publicKey));
    data = electorData(net);
    expect(data.elect?.finished).toBe(true);
    const election = data.past.get(BigInt(electAt))!;
    expect(election).toMatchObject({
      unfreezeAt: published.utimeUntil + TIMINGS.stakeHeldFor,
      stakeHeld: TIMINGS.stakeHeldFor,
      vsetHash: p36Cell.hashHex(),
      bonuses: 0n,
      complaints: null,
    });
    const elected = candidates.filter((c) => c.elected);
    expect(election.frozen.size).toBe(elected.length);
    for (const { index, stake } of elected) {
      const pubkey = validatorKey(seed, index).publicKey;
      const weight = published.list.find((v) => v.publicKey === pubkey)!.weight;
      expect(election.frozen.get(BigInt(`0x${pubkey}`))).toEqual({
        addr: walletOf(index),
        weight,
        stake,
        banned: false,
      });
    }
    expect(election.totalStake).toBe(elected.reduce((sum, c) => sum + c.stake, 0n));
    // The candidates the network did not elect are credited their stakes.
    const losers = candidates.filter((c) => !c.elected);
    expect([...data.credits]).toEqual(
      losers
        .map((c) => [BigInt(`0x${walletOf(c.index)}`), c.stake] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    );

    // Round 1: the elected set is current and active; a transfer to the elector becomes its bonuses.
    await until(6);
    const current = decodeBlock(
      net.batchesSince(5)[0].masterchain.boc,
    ).block.extra.custom!.config!.params.get(34)!;
    data = electorData(net);
    expect(data.activeId).toBe(electAt);
    expect(data.activeHash).toBe(current.hashHex());
    expect(current.hashHex()).toBe(p36Cell.hashHex());
    expect(data.elect).toBeNull();
    const bonus = 7n * NANO;
    net.sendMessage(await giverTransfer(net, ELECTOR, bonus, time));
    await until(7);
    expect(electorData(net).past.get(BigInt(electAt))?.bonuses).toBe(bonus);

    // Elections for round 2 open: the losers of round 1 take their stakes back first.
    await until(9);
    data = electorData(net);
    for (const { index } of losers) expect(data.credits.has(BigInt(`0x${walletOf(index)}`))).toBe(false);
    expect(data.elect?.electAt).toBe(elections.setOf(2).utimeSince);

    // Round 1's stakes are held until a second after it ends; then each winner is credited its stake
    // and its share of the bonuses, besides any stake it lost in round 2 and has not taken back yet.
    await until(13);
    data = electorData(net);
    expect(data.past.has(BigInt(electAt))).toBe(false);
    const total = election.totalStake;
    const second = elections.candidatesOf(2);
    const expected = new Map<bigint, bigint>();
    const add = (index: number, amount: bigint) => {
      const key = BigInt(`0x${walletOf(index)}`);
      expected.set(key, (expected.get(key) ?? 0n) + amount);
    };
    for (const { index, stake } of elected) add(index, stake + (bonus * stake) / total);
    for (const { index, stake } of second.filter((c) => !c.elected)) add(index, stake);
    expect(new Map(data.credits)).toEqual(expected);
    expect(rejected).toEqual([]);
  }, 120_000);
});
