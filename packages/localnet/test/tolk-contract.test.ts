// The counter (contracts/counter.tolk), the network's contract written in Tolk, on both flavors. Contract
// verification will compile its source with @ton/tolk-js and compare the hash with the deployed account's
// code hash, so the code on chain must be exactly what tolk-js compiles from the file in the repository
// with default options — compiled here independently of the network's own build (src/contracts/tolk.ts).
// The scenario's increments must execute: the getters answer their sum and their number.
import { readFileSync } from 'node:fs';
import { runTolkCompiler } from '@ton/tolk-js';
import {
  beginCell,
  type Cell,
  type LoadedTransaction,
  loadAccount,
  loadMessageFrom,
  loadTransaction,
  readBoc,
  writeBoc,
} from '@tvmscan/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellOf } from '../src/bocCells';
import { COUNTER_ABI } from '../src/contracts/counter';
import { localGetter } from '../src/contracts/localCall';
import { tolkBuild } from '../src/contracts/tolk';
import type { Flavor } from '../src/executor';
import { createLocalnet, type Localnet } from '../src/localnet';
import { SETTLE } from '../src/scenarios/plan';
import { batchTransactions } from './block-transactions';
import { accountBoc, sendFromGiver } from './giver';

/** The scenario increments the counter in blocks 4 and 19 of its opening; they have settled by then. */
const BLOCKS = 19 + SETTLE;
const EVER = 1_000_000_000n;

/** What a verifier does: tolk-js 1.3.0 on the source file, default options. */
async function compileSource() {
  const result = await runTolkCompiler({
    entrypointFileName: 'counter.tolk',
    fsReadCallback: (path) => readFileSync(new URL(`../contracts/${path}`, import.meta.url), 'utf8'),
  });
  if (result.status !== 'ok') throw new Error(result.message);
  return result;
}

/** The code cell of an active account. */
function codeOf(boc: Uint8Array): Cell {
  const account = loadAccount(cellOf(boc));
  if (account?.storage.state.kind !== 'active' || !account.storage.state.stateInit.code)
    throw new Error('the counter is not active');
  return account.storage.state.stateInit.code;
}

const getter = (net: Localnet, address: string, name: 'total' | 'increments') =>
  BigInt(localGetter(accountBoc(net, address), COUNTER_ABI, name).value0 as string);

function computeOf(tx: LoadedTransaction) {
  if (tx.description.kind !== 'ordinary') throw new Error(`${tx.description.kind} transaction`);
  return { aborted: tx.description.aborted, compute: tx.description.computePh };
}

describe('the counter source', () => {
  it('compiles with tolk-js 1.3.0 to the code the network deploys, whose hash tolk-js reports', async () => {
    const compiled = await compileSource();
    expect(compiled.tolkVersion).toBe('1.3.0');
    const code = readBoc(new Uint8Array(Buffer.from(compiled.codeBoc64, 'base64')))[0];
    expect(code.hashHex()).toBe(compiled.codeHashHex.toLowerCase());
    const build = await tolkBuild('counter');
    expect(build.codeHash).toBe(compiled.codeHashHex.toLowerCase());
    expect(build.code.equals(code)).toBe(true);
  });
});

describe.each<Flavor>(['everscale', 'tycho'])('the Tolk counter on %s', (flavor) => {
  let net: Localnet;
  let transactions: LoadedTransaction[];
  let address: string;
  let increments: Array<{ mcSeqno: number; by: number }>;

  beforeAll(async () => {
    net = await createLocalnet({ flavor, seed: `tolk-${flavor}`, trafficTps: 1 });
    const all: Array<{ address: string; cell: Cell }> = [];
    for (let i = 0; i < BLOCKS; i++) all.push(...batchTransactions(await net.produceBlock()));
    const report = net.scenario();
    if (!report) throw new Error('the scenario does not run');
    ({ address, increments } = report.counter);
    transactions = all.filter((tx) => tx.address === address).map((tx) => loadTransaction(tx.cell));
  }, 60_000);

  it('is deployed with the code tolk-js compiles from contracts/counter.tolk', async () => {
    const compiled = await compileSource();
    const code = codeOf(accountBoc(net, address));
    expect(code.hashHex()).toBe(compiled.codeHashHex.toLowerCase());
    expect(code.equals(readBoc(new Uint8Array(Buffer.from(compiled.codeBoc64, 'base64')))[0])).toBe(true);
  });

  it("executes the scenario's increments, and its getters answer their sum and number", () => {
    expect(increments.map((i) => [i.mcSeqno, i.by])).toEqual([
      [4, 3],
      [19, 4],
    ]);
    expect(transactions.length).toBe(increments.length);
    for (const tx of transactions) {
      const inbound = loadMessageFrom(tx.inMsg!.beginParse());
      expect(inbound.info.kind).toBe('internal');
      const { aborted, compute } = computeOf(tx);
      expect(aborted).toBe(false);
      expect(compute.kind === 'vm' && compute.success && compute.exitCode === 0).toBe(true);
    }
    expect(getter(net, address, 'total')).toBe(7n);
    expect(getter(net, address, 'increments')).toBe(2n);
  });

  it('refuses an unknown op with exit code 0xFFFF and bounces it, counting nothing', async () => {
    // An increment's layout under op 2: a well-formed message, one the counter does not know.
    const unknown = beginCell().storeUint(2, 32).storeUint(5, 32).endCell();
    await sendFromGiver(net, address, EVER / 10n, Buffer.from(writeBoc(unknown)).toString('base64'));
    const seen: LoadedTransaction[] = [];
    for (let i = 0; i < SETTLE; i++) {
      for (const tx of batchTransactions(await net.produceBlock()))
        if (tx.address === address) seen.push(loadTransaction(tx.cell));
    }
    expect(seen.length).toBe(1);
    const { aborted, compute } = computeOf(seen[0]);
    expect(aborted).toBe(true);
    expect(compute.kind === 'vm' ? compute.exitCode : compute.kind).toBe(0xffff);
    expect(seen[0].outmsgCnt).toBe(1); // the bounce
    expect(getter(net, address, 'total')).toBe(7n);
    expect(getter(net, address, 'increments')).toBe(2n);
  });
});
