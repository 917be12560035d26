// `tvmscan decode` end to end through runDecode: real fixture BOCs in every input encoding, JSON out,
// and bad input ending in the codec's message with a non-zero exit code.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fixturePath, fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { runDecode } from '../src/commands/decode';

async function run(args: string[], stdin: Uint8Array | string = '') {
  let out = '';
  let err = '';
  const code = await runDecode(args, {
    stdin: Readable.from([typeof stdin === 'string' ? Buffer.from(stdin) : Buffer.from(stdin)]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
  });
  return { code, out, err, json: code === 0 && out.startsWith('{') ? JSON.parse(out) : null };
}

const SIMPLE_SHARD = 'blocks/everscale-types_simple_shard_block.boc';

describe.skipIf(!fixturesDir)(`tvmscan decode on real BOCs ${fixturesSkipReason}`, () => {
  it('prints a block from a binary file with its root and file hash, u64 as decimal strings', async () => {
    const { code, json } = await run(['block', fixturePath(SIMPLE_SHARD)]);
    expect(code).toBe(0);
    expect(json.flavor).toBe('everscale');
    expect(json.rootHash).toBe('23235afb442f41eb5615ae978901972f6fb916cbf97c5686003d686b0460e9c6');
    expect(json.fileHash).toBe('abf72861df0c4b6d291c7324fd60e498a53620ff163f46318b9ad32fecbfa978');
    expect(json.block.info.seqNo).toBe(31806148);
    expect(json.block.info.startLt).toBe('34671006000000');
    expect(json.block.info.shard).toBe('0:8000000000000000');
    expect(json.block.extra.accountBlocks.length).toBe(5);
    const tx = json.block.extra.accountBlocks[0].transactions[0];
    expect(tx.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(typeof tx.lt).toBe('string');
    expect(json.block.extra.accountBlocks[0].account).toMatch(/^0:[0-9a-f]{64}$/);
  });

  it('reads the same block as base64 and as hex from stdin', async () => {
    const bytes = readFileSync(fixturePath(SIMPLE_SHARD));
    const b64 = await run(['block', '-'], `${bytes.toString('base64')}\n`);
    const hex = await run(['block', '-'], bytes.toString('hex').toUpperCase());
    expect(b64.code).toBe(0);
    expect(hex.code).toBe(0);
    expect(b64.json.rootHash).toBe('23235afb442f41eb5615ae978901972f6fb916cbf97c5686003d686b0460e9c6');
    expect(hex.out).toBe(b64.out);
  });

  it('prints a tycho block with its flavor and gen_utime_ms', async () => {
    const { code, json } = await run(['block', fixturePath('blocks/tycho_block.bin')]);
    expect(code).toBe(0);
    expect(json.flavor).toBe('tycho');
    expect(json.block.info.genUtimeMs).toBe(85);
    expect(json.block.outMsgQueueUpdates.diffHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prints a key block config with the decoded validator set', async () => {
    const { code, json } = await run(['block', fixturePath('blocks/ever-sdk_key_block.boc')]);
    expect(code).toBe(0);
    const p34 = json.block.extra.custom.config.params.p34;
    expect(p34.value.list.length).toBe(21);
    expect(p34.value.utimeSince).toBe(1627898896);
  });

  it('prints a transaction with raw addresses and decimal amounts', async () => {
    const { code, json } = await run([
      'transaction',
      fixturePath('transactions/everscale-types_ordinary_tx_without_outgoing.boc'),
    ]);
    expect(code).toBe(0);
    expect(json.rootHash).toBe('7f44d69ea8c64c24c91b4116d56cac9329500098b43474e1c6e28ff03bbb552f');
    expect(json.transaction.accountAddr).toBe(
      '648e89fb767b20bb7c196dd1688b37fd21038eb657f7cf310f2812c9c10771bb',
    );
    expect(json.transaction.lt).toBe('34513627000006');
    expect(json.transaction.totalFees.grams).toBe('3054017');
  });

  it('prints a message', async () => {
    const { code, json } = await run([
      'message',
      fixturePath('messages/everscale-types_external_message.boc'),
    ]);
    expect(code).toBe(0);
    expect(json.kind).toBe('message');
    expect(JSON.stringify(json.message)).toMatch(/"-?\d+:[0-9a-f]{64}"/);
  });

  it('prints an account state with its raw address and balance', async () => {
    const { code, json } = await run([
      'account',
      fixturePath('accounts/nekoton_TOKEN_WALLET_STATE_OLD_TIP3_V4.boc.b64'),
    ]);
    expect(code).toBe(0);
    expect(json.account.addr).toMatch(/^0:[0-9a-f]{64}$/);
    expect(json.account.storage.balance.grams).toMatch(/^\d+$/);
  });

  it('prints a shard state with its accounts and, for the masterchain, shard hashes and config', async () => {
    const zero = await run(['state', fixturePath('states/tycho_zerostate.boc')]);
    expect(zero.code).toBe(0);
    expect(zero.json.flavor).toBe('tycho');
    expect(zero.json.rootHash).toBe('e5d7283943d4aff645c44fa8db36bc1188281662a27d07986450953ed9032b5e');
    expect(zero.json.state.accounts.length).toBe(8);
    expect(zero.json.state.accounts[0].address).toMatch(/^-1:[0-9a-f]{64}$/);
    expect(zero.json.state.custom.shardHashes[0].shard).toBe('0:8000000000000000');
    expect(zero.json.state.custom.config.params.p34.value.list.length).toBeGreaterThan(0);
  });

  it('prints a config given as ConfigParams and as a bare dictionary', async () => {
    const wrapped = await run(['config', fixturePath('config/everscale-types_simple_config.boc')]);
    expect(wrapped.code).toBe(0);
    expect(wrapped.json.config.configAddr).toBe('5'.repeat(64));
    expect(wrapped.json.config.params.p8.value).toEqual({ version: 35, capabilities: String(0x717ae) });
    expect(wrapped.json.config.params.p15.value).toEqual({
      validatorsElectedFor: 900,
      electionsStartBefore: 450,
      electionsEndBefore: 50,
      stakeHeldFor: 450,
    });
    const bare = await run(['config', fixturePath('config/ton-core_config.txt')]);
    expect(bare.code).toBe(0);
    expect(Object.keys(bare.json.config.params)).toContain('p-999');
    expect(bare.json.config.params.p71.raw).toBe(true);
  });
});

describe('tvmscan decode on bad input', () => {
  it('exits 1 with the CodecError message for bytes that are not a BOC', async () => {
    const { code, out, err } = await run(['block', '-'], 'not a boc at all!');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^tvmscan decode: badInput: /);
  });

  it('exits 1 for a truncated BOC', async () => {
    const { code, err } = await run(['block', '-'], 'b5ee9c7201010101');
    expect(code).toBe(1);
    expect(err).toMatch(/^tvmscan decode: \w+: /);
  });

  it('exits 1 when a BOC of another kind is decoded as a block', async () => {
    if (!fixturesDir) return;
    const { code, err } = await run(['block', fixturePath('transactions/everscale-types_tick_tx.boc')]);
    expect(code).toBe(1);
    expect(err).toMatch(/invalidTag.*Block/);
  });

  it('exits 1 for a missing file and 2 for a wrong command line', async () => {
    expect((await run(['block', '/nonexistent/file.boc'])).code).toBe(1);
    expect((await run(['blocks', '-'])).code).toBe(2);
    expect((await run(['block'])).code).toBe(2);
    expect((await run(['--help'])).code).toBe(0);
  });
});
