// Every transaction fixture decodes; its root hash and the values the manifest records match; store
// rebuilds the identical cell; every message inside decodes; and @ton/core agrees field by field.
import { readFileSync } from 'node:fs';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { type Cell, readBoc } from '../../../src/cell';
import { formatRaw } from '../../../src/models/address';
import { loadMessage } from '../../../src/models/message';
import {
  type LoadedTransaction,
  loadTransaction,
  loadTransactionMessageCells,
  transactionMessages,
  transactionToCell,
} from '../../../src/models/transaction';
import { expectAgreesWithTonCore } from './ton-reference';

const FILES = [
  'transactions/everscale-types_ordinary_tx_without_outgoing.boc',
  'transactions/everscale-types_ordinary_tx_with_outgoing.boc',
  'transactions/everscale-types_ordinary_tx_with_external.boc',
  'transactions/everscale-types_ordinary_tx_recursive.boc',
  'transactions/everscale-types_ordinary_tx_bounce_no_state.boc',
  'transactions/everscale-types_ordinary_tx_bounce_no_funds.boc',
  'transactions/everscale-types_tick_tx.boc',
  'transactions/ever-block-json_ext_in&int_out.boc',
  'transactions/ever-block-json_ext_in&int_out_special.boc',
  'transactions/ever-block-json_int_in.boc',
  'transactions/ever-sdk_boc-tests-rs_parse_transaction.boc.b64',
  'transactions/nekoton_balance_change_for_bounce_tx.boc.b64',
  'transactions/nekoton_test_parse_multisig_submit.boc.b64',
  'transactions/nekoton_test_parse_wallet_deployment.boc.b64',
  'transactions/nekoton_test_parse_wallet_v5r1_transfer.boc.b64',
  'transactions/nekoton_test_tip3_jetton_incoming_transfer.boc.b64',
  'transactions/nekoton_test_transaction_with_comment.boc.b64',
  'transactions/ton-core_should_parse_messages_with_external_addresses.boc.b64',
  'transactions/ton-core_should_parse_state_init_transaction.boc.b64',
  'transactions/ton-core_should_parse_transaction.boc.b64',
  'transactions/ton-core_tx_with_merkle_body.json',
];

// Root hashes from the manifest's independent BOC check.
const ROOT_HASH: Record<string, string> = {
  'everscale-types_ordinary_tx_without_outgoing.boc':
    '7f44d69ea8c64c24c91b4116d56cac9329500098b43474e1c6e28ff03bbb552f',
  'everscale-types_ordinary_tx_with_outgoing.boc':
    '359eb4aab97eb9b764669630e0a1c6b7f8123ee9fcd3006993f6a99c5557be69',
  'everscale-types_ordinary_tx_with_external.boc':
    '79fc044cd4951ed8dbc349574d8367fb65820c11629a2ddf8531eacf0b1a4038',
  'everscale-types_ordinary_tx_recursive.boc':
    'ab4fd289802ad25b8ed7d8d649731a9d658b061adfb2708bdb7c1fa3b2f09136',
  'everscale-types_ordinary_tx_bounce_no_state.boc':
    'bcb1de64a5762061b79a7f86c3ac807cb09d54e8ada3c10093fa1b457fad51c7',
  'everscale-types_ordinary_tx_bounce_no_funds.boc':
    '056f26f10b442441290e0df11a6bc73177fb64dcda20cea2fa8ad1d477fb92d7',
  'everscale-types_tick_tx.boc': 'f46ffa33be8d038e6a558ed1b2ab0dadd029cb8b89f3fe93b242bf95395595aa',
  'ever-block-json_ext_in&int_out.boc': '231d85e101e709631cb5690eb026ef35c766f07fd330326ec578dbcc1be1649e',
  'ever-block-json_ext_in&int_out_special.boc':
    '95ac25288e7d8fcadc1200f336aced8b25bc190bc013d5cd588d1af9a3268f4c',
  'ever-block-json_int_in.boc': '8b6744e6b13e48187074c4c0f4f1d104b1b605a40d649b83b3cbf10df411ab3e',
  'ever-sdk_boc-tests-rs_parse_transaction.boc.b64':
    'd6315dbb2a741a2765da250bea4a186adf942469369c703c57c2050e2d6e9fe3',
  'nekoton_balance_change_for_bounce_tx.boc.b64':
    '5300268d92031e094464f77d619319950c1721d28e036170caa0098706aa58a1',
  'nekoton_test_parse_multisig_submit.boc.b64':
    '2202b3651a1c7c58db99967db6e93693e8c3fd9ad48172416eab01e38cfb046b',
  'nekoton_test_parse_wallet_deployment.boc.b64':
    '4efc1c77ef2453240c015241c3c86b082f3b6413d8e83171b6cbbd97f8ad4f89',
  'nekoton_test_parse_wallet_v5r1_transfer.boc.b64':
    '1a4e4c4944504fc95441dc094de4726689205c7b7994313f4b06d10d70df99d0',
  'nekoton_test_tip3_jetton_incoming_transfer.boc.b64':
    '72cb09a0ce551817deaf0550b26b9b83f3d078e890334b92f0ac3f7cc29ab3f7',
  'nekoton_test_transaction_with_comment.boc.b64':
    '03ac40f1ef226423a83f846c34db417d282e9d177a8974d70f8c0ad1b82957b4',
  'ton-core_should_parse_messages_with_external_addresses.boc.b64':
    '87572e72183eaa8be8dc0fb55921b0f6fbc02fa9e271ea7e2b21dcd76de3c26f',
  'ton-core_should_parse_state_init_transaction.boc.b64':
    '42a5ec9338e1e2c0a94eb93b8351015fd69a0ed89cc9fe5caa6f381a81293f4c',
  'ton-core_should_parse_transaction.boc.b64':
    'e9fb666fd65e2d70479c5a2c2ec412ad08d68fcdf57676b3baa34aada3c95db8',
  'ton-core_tx_with_merkle_body.json': 'ca676f0f30d21c8828d1094424797085b603e991d26943ee17ee5d77ac4b0896',
};

function bocOf(file: string): Uint8Array {
  if (file.endsWith('.json')) {
    const json = JSON.parse(readFileSync(fixturePath(file), 'utf8')) as { boc: string };
    return new Uint8Array(Buffer.from(json.boc, 'hex'));
  }
  return readFixtureBoc(file);
}

function rootOf(file: string): Cell {
  const roots = readBoc(bocOf(file));
  expect(roots).toHaveLength(1);
  return roots[0];
}

const decoded = (file: string): LoadedTransaction => loadTransaction(rootOf(file));
const base = (file: string): string => file.slice(file.indexOf('/') + 1);

describe.skipIf(!fixturesDir)(`transaction fixtures ${fixturesSkipReason}`, () => {
  it.each(FILES)('%s decodes, hashes as the manifest says and re-encodes identically', (file) => {
    const cell = rootOf(file);
    const tx = loadTransaction(cell);
    expect(tx.hash).toBe(ROOT_HASH[base(file)]);
    expect(transactionToCell(tx).hashHex()).toBe(cell.hashHex());
  });

  it.each(FILES)('%s: out_msgs keys are 0…outmsg_cnt-1 and every message decodes', (file) => {
    const tx = decoded(file);
    expect([...tx.outMsgs.keys()]).toEqual([...Array(tx.outmsgCnt).keys()]);
    const { inMsg, outMsgs } = transactionMessages(tx);
    expect(inMsg === null).toBe(tx.inMsg === null);
    expect(outMsgs).toHaveLength(tx.outmsgCnt);
  });

  it.each(FILES)('%s: its message cells read alone equal those of the whole decode', (file) => {
    const tx = decoded(file);
    const { inMsg, outMsgs } = loadTransactionMessageCells(rootOf(file));
    expect(inMsg?.hashHex() ?? null).toBe(tx.inMsg?.hashHex() ?? null);
    expect([...outMsgs].map(([i, c]) => [i, c.hashHex()])).toEqual(
      [...tx.outMsgs].map(([i, c]) => [i, c.hashHex()]),
    );
  });

  it.each(FILES)('%s agrees with @ton/core field by field', (file) => {
    expectAgreesWithTonCore(decoded(file), rootOf(file));
  });

  // Values from the manifest's own decode of everscale-types' test transactions (the source asserts the
  // round trip; these pin the fields the explorer shows).
  const EXPECT: Array<{
    file: string;
    lt: bigint;
    now: number;
    acct: string;
    aborted: boolean;
    compute: string;
    bounce: string | null;
    statuses: [string, string];
    fees: bigint;
    inKind: string | null;
    outKinds: string[];
  }> = [
    {
      file: 'everscale-types_ordinary_tx_without_outgoing.boc',
      lt: 34513627000006n,
      now: 1674070491,
      acct: '648e89fb767b20bb7c196dd1688b37fd21038eb657f7cf310f2812c9c10771bb',
      aborted: false,
      compute: 'vm:true:0',
      bounce: null,
      statuses: ['active', 'active'],
      fees: 3054017n,
      inKind: 'internal',
      outKinds: [],
    },
    {
      file: 'everscale-types_ordinary_tx_with_outgoing.boc',
      lt: 34544958000003n,
      now: 1674157804,
      acct: 'dcfe7c2ab54a3773216ddc58ca3fda962b038a6457f212f27832d04552fe81b9',
      aborted: false,
      compute: 'vm:true:0',
      bounce: null,
      statuses: ['active', 'nonexist'],
      fees: 36174698n,
      inKind: 'internal',
      outKinds: ['internal', 'internal', 'internal', 'internal'],
    },
    {
      file: 'everscale-types_ordinary_tx_with_external.boc',
      lt: 18740851000001n,
      now: 1631951092,
      acct: 'ffb57436920372f6ba26e240abff26721a34d9fd589b5889e3acdb8b94f28532',
      aborted: false,
      compute: 'vm:true:0',
      bounce: null,
      statuses: ['active', 'active'],
      fees: 25728103n,
      inKind: 'externalIn',
      outKinds: ['externalOut'],
    },
    {
      file: 'everscale-types_ordinary_tx_recursive.boc',
      lt: 25803209000001n,
      now: 1650469720,
      acct: '9adfb81ccdc5cba74d1b90fdde035b71693c17e93cb31ada304ae1e2170a1b9a',
      aborted: false,
      compute: 'vm:true:0',
      bounce: null,
      statuses: ['active', 'active'],
      fees: 36384785n,
      inKind: 'externalIn',
      outKinds: ['internal'],
    },
    {
      file: 'everscale-types_ordinary_tx_bounce_no_state.boc',
      lt: 34545047000012n,
      now: 1674158063,
      acct: '59a509860cf1becd385b7baf3b6008a3eaa97e424251892582c6289d97b63d81',
      aborted: true,
      compute: 'skipped:noState',
      bounce: 'ok',
      statuses: ['nonexist', 'nonexist'],
      fees: 333328n,
      inKind: 'internal',
      outKinds: ['internal'],
    },
    {
      file: 'everscale-types_ordinary_tx_bounce_no_funds.boc',
      lt: 28959378000006n,
      now: 1658942100,
      acct: '45e13198be7bd4b386c42b06c63b80f9c22aadbdf55b07e42eb7cbc491451a4c',
      aborted: true,
      compute: 'vm:false:-14',
      bounce: 'nofunds',
      statuses: ['active', 'active'],
      fees: 743004000n,
      inKind: 'internal',
      outKinds: [],
    },
  ];

  it.each(EXPECT)('$file has the recorded lt, time, phases, statuses and fees', (e) => {
    const tx = decoded(`transactions/${e.file}`);
    expect(tx.lt).toBe(e.lt);
    expect(tx.now).toBe(e.now);
    expect(tx.accountAddr).toBe(e.acct);
    expect(tx.description.kind).toBe('ordinary');
    if (tx.description.kind !== 'ordinary') return;
    const c = tx.description.computePh;
    expect(c.kind === 'vm' ? `vm:${c.success}:${c.exitCode}` : `skipped:${c.reason}`).toBe(e.compute);
    expect(tx.description.aborted).toBe(e.aborted);
    expect(tx.description.bounce?.kind ?? null).toBe(e.bounce);
    expect([tx.origStatus, tx.endStatus]).toEqual(e.statuses);
    expect(tx.totalFees.grams).toBe(e.fees);
    const msgs = transactionMessages(tx);
    expect(msgs.inMsg?.info.kind ?? null).toBe(e.inKind);
    expect(msgs.outMsgs.map((m) => m.info.kind)).toEqual(e.outKinds);
  });

  it('tick_tx: a tick of -1:3333…3333 without messages or fees', () => {
    const tx = decoded('transactions/everscale-types_tick_tx.boc');
    expect(tx.lt).toBe(34544946000001n);
    expect(tx.now).toBe(1674157770);
    expect(tx.accountAddr).toBe('3'.repeat(64));
    expect(tx.description).toMatchObject({ kind: 'tickTock', isTock: false, aborted: false });
    expect(tx.inMsg).toBeNull();
    expect(tx.outMsgs.size).toBe(0);
    expect(tx.totalFees.grams).toBe(0n);
  });

  it('ever-sdk parse_transaction: id, lt and now', () => {
    const tx = decoded('transactions/ever-sdk_boc-tests-rs_parse_transaction.boc.b64');
    expect(tx.hash).toBe('d6315dbb2a741a2765da250bea4a186adf942469369c703c57c2050e2d6e9fe3');
    expect(tx.lt).toBe(0x20eb89b8e81n);
    expect(tx.now).toBe(1600186476);
  });

  it('ton-core explorer-linked transactions: account and lt', () => {
    const a = decoded('transactions/ton-core_should_parse_transaction.boc.b64');
    expect(a.lt).toBe(22901965000001n);
    expect(formatRaw({ workchain: 0, address: a.accountAddr })).toBe(
      '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8',
    );
    const b = decoded('transactions/ton-core_should_parse_messages_with_external_addresses.boc.b64');
    expect(b.lt).toBe(22926061000001n);
    expect(b.accountAddr).toBe('a491d63f07ba7eefb4cb9f685484ce9089d5abaec97c15858222f04ca592a9ac');
  });

  it('nekoton wallet v5r1 transfer: not aborted, first out message to the recipient', () => {
    const tx = decoded('transactions/nekoton_test_parse_wallet_v5r1_transfer.boc.b64');
    expect(tx.description.kind === 'ordinary' && tx.description.aborted).toBe(false);
    const out = transactionMessages(tx).outMsgs[0];
    expect(out.info.dest.kind === 'std' && formatRaw(out.info.dest)).toBe(
      '0:169e950a0e583b5c8dde702880fa8b4b146c6c04b14af6b45a2db06b3b02211d',
    );
  });

  it('the merkle-proof body of the ton-core testnet transaction survives decoding', () => {
    const tx = decoded('transactions/ton-core_tx_with_merkle_body.json');
    const msgs = [tx.inMsg, ...tx.outMsgs.values()].filter((c): c is Cell => c !== null).map(loadMessage);
    expect(msgs.length).toBeGreaterThan(0);
  });
});
