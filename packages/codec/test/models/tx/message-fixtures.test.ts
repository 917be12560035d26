// Every message fixture decodes; the values its source project asserts match; store rebuilds the
// identical cell; and where @ton/core parses the same BOC, it agrees with us field by field.
import { Cell as TonCell, loadMessage as tonLoadMessage } from '@ton/core';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { beginCell } from '../../../src';
import { type Cell, readBoc, toHex } from '../../../src/cell';
import { formatRaw, type MsgAddress } from '../../../src/models/address';
import { loadMessage, type Message, messageToCell } from '../../../src/models/message';
import { loadStateInit, type StateInit, storeStateInit } from '../../../src/models/state-init';

const MESSAGES = [
  'messages/everscale-types_external_message.boc',
  'messages/everscale-types_external_out_message.boc',
  'messages/everscale-types_empty_internal_message.boc',
  'messages/everscale-types_internal_message_with_body.boc',
  'messages/everscale-types_internal_message_with_deploy_special.boc',
  'messages/ever-sdk_boc-tests-rs_parse_message.boc.b64',
  'messages/ever-block_new-wallet-query.boc',
  'messages/ever-block_send-to-query.boc',
  'messages/ever-block_int-msg-query.boc',
];

function root(file: string): Cell {
  const roots = readBoc(readFixtureBoc(file));
  expect(roots).toHaveLength(1);
  return roots[0];
}

function raw(a: MsgAddress): string | null {
  return a.kind === 'std' || a.kind === 'var' ? formatRaw(a) : null;
}

function decode(file: string): Message {
  return loadMessage(root(file));
}

describe.skipIf(!fixturesDir)(`message fixtures ${fixturesSkipReason}`, () => {
  it.each(MESSAGES)('%s decodes and re-encodes to the identical cell', (file) => {
    const cell = root(file);
    const msg = loadMessage(cell);
    expect(messageToCell(msg).hashHex()).toBe(cell.hashHex());
  });

  it.each(MESSAGES.filter((f) => !f.includes('int-msg-query')))('%s agrees with @ton/core', (file) => {
    const ours = decode(file);
    const theirs = tonLoadMessage(TonCell.fromBoc(Buffer.from(readFixtureBoc(file)))[0].beginParse());
    expect(ours.info.kind).toBe(
      { internal: 'internal', 'external-in': 'externalIn', 'external-out': 'externalOut' }[theirs.info.type],
    );
    const tSrc = theirs.info.src;
    const tDest = theirs.info.dest;
    const ourSrc = raw(ours.info.src);
    const ourDest = raw(ours.info.dest);
    expect(ourSrc).toBe(tSrc && 'workChain' in tSrc ? tSrc.toRawString() : null);
    expect(ourDest).toBe(tDest && 'workChain' in tDest ? tDest.toRawString() : null);
    if (ours.info.kind === 'internal' && theirs.info.type === 'internal') {
      expect(ours.info.value.grams).toBe(theirs.info.value.coins);
      expect(ours.info.bounce).toBe(theirs.info.bounce);
      expect(ours.info.bounced).toBe(theirs.info.bounced);
      expect(ours.info.ihrDisabled).toBe(theirs.info.ihrDisabled);
      expect(ours.info.fwdFee).toBe(theirs.info.forwardFee);
      expect(ours.info.createdLt).toBe(theirs.info.createdLt);
      expect(ours.info.createdAt).toBe(theirs.info.createdAt);
    }
    if (ours.info.kind === 'externalIn' && theirs.info.type === 'external-in') {
      expect(ours.info.importFee).toBe(theirs.info.importFee);
    }
    if (ours.info.kind === 'externalOut' && theirs.info.type === 'external-out') {
      expect(ours.info.createdLt).toBe(theirs.info.createdLt);
      expect(ours.info.createdAt).toBe(theirs.info.createdAt);
    }
    expect(ours.init !== null).toBe(theirs.init !== null && theirs.init !== undefined);
    if (ours.init && theirs.init) {
      expect(ours.init.code?.hashHex() ?? null).toBe(theirs.init.code?.hash().toString('hex') ?? null);
      expect(ours.init.data?.hashHex() ?? null).toBe(theirs.init.data?.hash().toString('hex') ?? null);
    }
    expect(ours.body.hashHex()).toBe(theirs.body.hash().toString('hex'));
  });

  it('external_message: ext-in to 0:8c8d…8e21 from addr_none, import fee 0, the body fixture as body', () => {
    const m = decode('messages/everscale-types_external_message.boc');
    const body = root('messages/everscale-types_external_message_body.boc');
    expect(m.info).toEqual({
      kind: 'externalIn',
      src: { kind: 'none' },
      dest: {
        kind: 'std',
        anycast: null,
        workchain: 0,
        address: '8c8d0cc80ae34b93fe189fdefc0536745e40fab2a9179b37c24a419f04cd8e21',
      },
      importFee: 0n,
    });
    expect(m.init).toBeNull();
    expect(m.body.hashHex()).toBe(body.hashHex());
  });

  it('external_out_message: src, no destination, created_lt/at and body', () => {
    const m = decode('messages/everscale-types_external_out_message.boc');
    expect(m.info.kind).toBe('externalOut');
    if (m.info.kind !== 'externalOut') return;
    expect(raw(m.info.src)).toBe('0:3addd84bf73267312a477049fd9b8db761bf39c585c150f8e6f9451347af2b6c');
    expect(m.info.dest).toEqual({ kind: 'none' });
    expect(m.info.createdLt).toBe(41854595000003n);
    expect(m.info.createdAt).toBe(1694436128);
    const expected = readBoc(
      new Uint8Array(Buffer.from('te6ccgEBAQEADgAAGJMdgs1k/wsgCERmwQ==', 'base64')),
    )[0];
    expect(m.body.hashHex()).toBe(expected.hashHex());
  });

  it('empty internal message: flags, addresses, value, fees, times', () => {
    const m = decode('messages/everscale-types_empty_internal_message.boc');
    const a = '0:a921453472366b7feeec15323a96b5dcf17197c88dc0d4578dfa52900b8a33cb';
    expect(m.info.kind).toBe('internal');
    if (m.info.kind !== 'internal') return;
    expect([m.info.ihrDisabled, m.info.bounce, m.info.bounced]).toEqual([true, false, false]);
    expect([raw(m.info.src), raw(m.info.dest)]).toEqual([a, a]);
    expect(m.info.value).toEqual({ grams: 1000000000n, other: new Map() });
    expect(m.info.fwdFee).toBe(666672n);
    expect(m.info.createdLt).toBe(34447525000002n);
    expect(m.info.createdAt).toBe(1673886009);
    expect(m.body.bitLength).toBe(0);
    expect(m.body.refs).toHaveLength(0);
  });

  it('internal message with body by reference', () => {
    const m = decode('messages/everscale-types_internal_message_with_body.boc');
    expect(m.info.kind).toBe('internal');
    if (m.info.kind !== 'internal') return;
    expect([m.info.ihrDisabled, m.info.bounce]).toEqual([true, true]);
    expect(raw(m.info.src)).toBe('0:82615d4ce6bcd9989a82c9329f65569922f3437830eaa1003444b3fa4a46490f');
    expect(raw(m.info.dest)).toBe('0:a732bba1c348ddae0970a541276e9cde4e44ac2c55e8079d034f88b0304f7c08');
    expect(m.info.value.grams).toBe(97621000n);
    expect(m.info.fwdFee).toBe(1586013n);
    expect(m.info.createdLt).toBe(34447244000006n);
    expect(m.info.createdAt).toBe(1673885188);
    expect([m.initInRef, m.bodyInRef]).toEqual([false, true]);
    expect(m.body.hashHex()).toBe(root('messages/everscale-types_internal_message_body.boc').hashHex());
  });

  it('internal deploy of a special tick-tock contract, StateInit by reference', () => {
    const m = decode('messages/everscale-types_internal_message_with_deploy_special.boc');
    expect(m.info.kind).toBe('internal');
    if (m.info.kind !== 'internal') return;
    expect([m.info.ihrDisabled, m.info.bounce]).toEqual([true, false]);
    expect(raw(m.info.src)).toBe('0:b62450b8355ae57d4e1530dda442e17dda60f39cee7cc0a34795566e30630dbf');
    expect(raw(m.info.dest)).toBe('-1:a0b65eadaf741a132467f027eedc971a3d4f0d7ad34cc18edafac9d3c198fd9b');
    expect(m.info.value.grams).toBe(969351000n);
    expect(m.info.fwdFee).toBe(8206730n);
    expect(m.info.createdLt).toBe(11129123000005n);
    expect(m.info.createdAt).toBe(1668282519);
    const code = readBoc(new Uint8Array(Buffer.from('te6ccgEBAQEABQAABv8AAA==', 'base64')))[0];
    expect(m.init?.splitDepth).toBeNull();
    expect(m.init?.special).toEqual({ tick: true, tock: true });
    expect(m.init?.code?.hashHex()).toBe(code.hashHex());
    expect(m.init?.data?.hashHex()).toBe(code.hashHex());
    expect(m.init?.library).toBeNull();
    expect([m.initInRef, m.bodyInRef]).toEqual([true, false]);
    expect(m.body.bitLength).toBe(0);
  });

  it('ever-sdk parse_message: id, src and dst', () => {
    const cell = root('messages/ever-sdk_boc-tests-rs_parse_message.boc.b64');
    const m = loadMessage(cell);
    expect(cell.hashHex()).toBe('dfd47194f3058ee058bfbfad3ea40cbbd9ad17ca77cd0904d4d9f18a48c2fbca');
    expect(raw(m.info.src)).toBe(`-1:${'0'.repeat(64)}`);
    expect(raw(m.info.dest)).toBe(`-1:${'3'.repeat(64)}`);
  });

  it('the deploy StateInit fixture decodes and re-encodes identically', () => {
    const cell = root('messages/everscale-types_internal_message_with_deploy_state_init.boc');
    const s = cell.beginParse();
    const init: StateInit = loadStateInit(s);
    s.endParse();
    expect(init.code).not.toBeNull();
    const b = beginCell();
    storeStateInit(b, init);
    expect(toHex(b.endCell().hash())).toBe(cell.hashHex());
  });
});
