// The known contracts against independent sources: EverWallet's code hash against the wallet the local
// network deploys (built by its own everscale-standalone-client path), the TIP builds against their
// npm files, and decoding against bodies nekoton's encoder produced from the same ABIs.
import { beginCell, readBoc } from '@tvmscan/codec';
import { contractArtifact } from '@tvmscan/localnet/artifacts';
import { describe, expect, it } from 'vitest';
import { KnownContracts, nekoton } from '../src/index';

const known = await KnownContracts.load();
const cellOf = (boc: string) => readBoc(Buffer.from(boc, 'base64'))[0];

describe('known contracts', () => {
  it('recognises the builds by code hash, and salted code by the kind the indexer recorded', () => {
    const wallet = contractArtifact('@broxus/tip3', 'TokenWallet');
    expect(known.kindOf(wallet.codeHash)).toBe('tip3_wallet');
    expect(known.kindOf(contractArtifact('@broxus/tip4', 'Collection').codeHash)).toBe('tip4_collection');
    expect(known.kindOf('0'.repeat(64))).toBeNull();
    expect(known.kindOf('0'.repeat(64), 'tip4_nft')).toBe('tip4_nft');
    expect(known.kindOf('0'.repeat(64), 'other')).toBeNull();
  });

  it('decodes a call with the ABI of its kind and refuses what that ABI does not describe', () => {
    const abi = known.abi('tip3_wallet');
    const input = {
      amount: '1500',
      recipient: `0:${'1'.repeat(64)}`,
      deployWalletValue: '0',
      remainingGasTo: `0:${'2'.repeat(64)}`,
      notify: false,
      payload: 'te6ccgEBAQEAAgAAAA==',
    };
    const body = cellOf(nekoton.encodeInternalInput(abi, 'transfer', input));
    const decoded = known.call('tip3_wallet', body, true);
    expect(decoded).toMatchObject({ contract: 'TokenWallet', name: 'transfer', data: { amount: '1500' } });
    // The same body read as a root's call: no function of TokenRoot has that id.
    expect(known.call('tip3_root', body, true)).toBeNull();
    expect(known.call('tip3_wallet', beginCell().storeUint(0xdeadbeef, 32).endCell(), true)).toBeNull();
  });

  it("takes EverWallet's ABI and code from everscale-standalone-client, as the local network's wallets run", async () => {
    const { everWalletAbi, everWalletOf } = await import('@tvmscan/localnet');
    const wallet = await everWalletOf('11'.repeat(32));
    const code = nekoton.splitTvc(wallet.stateInit).code!;
    expect(known.kindOf(nekoton.getBocHash(code))).toBe('ever_wallet');
    expect(known.abi('ever_wallet')).toBe(await everWalletAbi());
  });
});
