// The messages a dry run sends the server (spec §7), built as the wallet will build them: read back with
// the codec, an internal call comes from the wallet with the amount and bounce the form gave and carries
// the ABI call; an external one goes to the contract, signed with a placeholder (it is signed later by
// the wallet) or not at all, and carries the same call.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadMessage, readBoc, writeBoc } from '@tvmscan/codec';
import type * as Nekoton from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { dryRunMessage } from '../src/features/contract-executor/dry-run';
import type { WalletCall } from '../src/features/contract-executor/send';

const require = createRequire(import.meta.url);
const nekoton: typeof Nekoton = require('nekoton-wasm/node');
const ROOT_ABI = readFileSync(require.resolve('@broxus/tip3/build/TokenRoot.abi.json'), 'utf8');
const WALLET = `0:${'11'.repeat(32)}`;
const ROOT = `0:${'22'.repeat(32)}`;
const PUBLIC_KEY = nekoton.ed25519_generateKeyPair().publicKey;
const payload = {
  abi: ROOT_ABI,
  method: 'deployWallet',
  params: { answerId: '0', walletOwner: WALLET, deployWalletValue: '100000000' },
};
const read = (boc: string) => loadMessage(readBoc(Buffer.from(boc, 'base64'))[0]);
const bodyOf = (boc: string) => Buffer.from(writeBoc(read(boc).body)).toString('base64');
const decoded = (body: string, internal: boolean) =>
  nekoton.decodeInput(body, ROOT_ABI, 'deployWallet', internal)?.input;

describe('dry-run messages', () => {
  it('an internal call comes from the wallet with the amount and bounce, and carries the call', () => {
    const call: WalletCall = {
      kind: 'internal',
      sender: WALLET,
      recipient: ROOT,
      amount: '500000000',
      bounce: true,
      payload,
    };
    const boc = dryRunMessage(nekoton, call);
    const { info } = read(boc);
    expect(info.kind).toBe('internal');
    if (info.kind !== 'internal') return;
    expect(
      `${info.src.kind === 'std' ? info.src.workchain : ''}:${info.src.kind === 'std' ? info.src.address : ''}`,
    ).toBe(WALLET);
    expect(info.dest.kind === 'std' && `${info.dest.workchain}:${info.dest.address}`).toBe(ROOT);
    expect(info.value.grams).toBe(500_000_000n);
    expect(info.bounce).toBe(true);
    expect(decoded(bodyOf(boc), true)).toEqual(payload.params);
  });

  it('an external call goes to the contract, with a placeholder signature or none, and carries the call', () => {
    for (const publicKey of [PUBLIC_KEY, null]) {
      const boc = dryRunMessage(nekoton, { kind: 'external', recipient: ROOT, publicKey, payload });
      const { info } = read(boc);
      expect(info.kind).toBe('externalIn');
      expect(info.dest.kind === 'std' && `${info.dest.workchain}:${info.dest.address}`).toBe(ROOT);
      expect(decoded(bodyOf(boc), false)).toEqual(payload.params);
    }
  });
});
