// Verified contracts on both databases: a record reads back exactly as written (the ABI text byte for
// byte, the sources, the TVC), the first verification of a code hash stands unless a compile replaces
// an attestation, the list reads newest first with the counter's total, and input the explorer could
// not use is refused with the field named and nothing written.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadStateInit, readBoc } from '@tvmscan/codec';
import { backends, dispose } from '@tvmscan/test-support/database';
import { tip4VerifiedContract } from '@tvmscan/test-support/verified-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  getVerifiedContract,
  listVerifiedContracts,
  migrateToLatest,
  recordVerifiedContract,
  VerifiedContractError,
} from '../src/index';

const require = createRequire(import.meta.url);
// The unsalted Collection build: its code hash is the build's own.
const tvc = readFileSync(require.resolve('@broxus/tip4/build/Collection.tvc'));
const codeHash = loadStateInit(readBoc(tvc)[0].beginParse()).code!.hashHex();

describe.each(backends)('verified contracts on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
  });
  afterAll(async () => {
    if (database) await dispose(database);
  });

  const count = async () =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM verified_contracts`.execute(database.db)).rows[0].n,
    );

  it('reads back what was recorded, ABI text and sources unchanged', async () => {
    const input = { ...tip4VerifiedContract('Collection', codeHash, 1_700_000_000), tvc };
    expect(await recordVerifiedContract(database.db, input)).toBe('recorded');
    const stored = await getVerifiedContract(database.db, codeHash);
    expect(stored).toEqual({
      codeHash,
      contractName: 'Collection',
      compilerVersion: '0.62.0',
      linkerVersion: '0.15.48',
      abi: input.abi,
      sources: input.sources,
      tvc: tvc.toString('base64'),
      code: null,
      verifiedBy: 'compiled',
      license: 'ISC',
      projectLink: 'https://github.com/broxus/tip4',
      auditUrl: null,
      verifiedAt: 1_700_000_000,
    });
    expect(JSON.parse(stored!.abi!).functions.map((f: { name: string }) => f.name)).toContain('totalSupply');
    expect(await getVerifiedContract(database.db, 'ab'.repeat(32))).toBeNull();
  });

  it('keeps the first verification of a code hash', async () => {
    const again = { ...tip4VerifiedContract('Nft', codeHash, 1_800_000_000) };
    expect(await recordVerifiedContract(database.db, again)).toBe('already');
    expect((await getVerifiedContract(database.db, codeHash))?.contractName).toBe('Collection');
    expect(await count()).toBe(1);
  });

  it('lets a compile replace an attestation, and nothing else replace anything', async () => {
    const hash = 'ef'.repeat(32);
    const attested = {
      ...tip4VerifiedContract('Index', hash, 1_700_000_001),
      verifiedBy: 'attested' as const,
    };
    expect(await recordVerifiedContract(database.db, attested)).toBe('recorded');
    const attestedAgain = { ...attested, contractName: 'Other' };
    expect(await recordVerifiedContract(database.db, attestedAgain)).toBe('already');
    expect((await getVerifiedContract(database.db, hash))?.contractName).toBe('Index');
    const compiled = { ...tip4VerifiedContract('Nft', hash, 1_700_000_002), abi: null, linkerVersion: null };
    expect(await recordVerifiedContract(database.db, compiled)).toBe('replaced');
    const stored = await getVerifiedContract(database.db, hash);
    expect(stored).toMatchObject({
      contractName: 'Nft',
      verifiedBy: 'compiled',
      abi: null,
      linkerVersion: null,
    });
    const attestedLater = { ...attested, contractName: 'Late' };
    expect(await recordVerifiedContract(database.db, attestedLater)).toBe('already');
    expect((await getVerifiedContract(database.db, hash))?.contractName).toBe('Nft');
    expect(await count()).toBe(2);
  });

  it('lists newest first with the counted total', async () => {
    const { data, total } = await listVerifiedContracts(database.db, { limit: 1, offset: 0 });
    expect(total).toBe(await count());
    expect(data).toEqual([
      {
        codeHash: 'ef'.repeat(32),
        contractName: 'Nft',
        compilerVersion: '0.62.0',
        linkerVersion: null,
        verifiedBy: 'compiled',
        verifiedAt: 1_700_000_002,
      },
    ]);
    const second = await listVerifiedContracts(database.db, { limit: 5, offset: 1 });
    expect(second.data.map((r) => r.codeHash)).toEqual([codeHash]);
  });

  it('refuses what the explorer could not use, naming the field, writing nothing', async () => {
    const good = tip4VerifiedContract('Nft', 'cd'.repeat(32));
    const cases: [Partial<typeof good>, string][] = [
      [{ codeHash: 'CD'.repeat(32) }, 'codeHash'],
      [{ codeHash: 'cd'.repeat(31) }, 'codeHash'],
      [{ contractName: '' }, 'contractName'],
      [{ abi: '{"functions":' }, 'abi'],
      [{ abi: '[]' }, 'abi'],
      [{ abi: '{"events":[]}' }, 'abi'],
      [{ sources: [] }, 'sources'],
      [{ sources: [{ path: 'a.tsol', content: 'pragma\u0000' }] }, 'sources.0.content'],
      [{ license: 'MIT\u0000' }, 'license'],
      [{ verifiedAt: -1 }, 'verifiedAt'],
    ];
    for (const [patch, field] of cases) {
      const error = await recordVerifiedContract(database.db, { ...good, ...patch }).catch((e) => e);
      expect(error, field).toBeInstanceOf(VerifiedContractError);
      expect((error as VerifiedContractError).field).toBe(field);
    }
    expect(await count()).toBe(2);
  });
});
