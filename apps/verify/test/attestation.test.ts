// Attestations: the TIP-3/TIP-4 builds the local network deploys, imported from their npm packages,
// recorded under the code hashes nekoton computes for them; an NFT's code salted with its collection
// (as the network deploys it) matched to the attested Nft build with the salt stripped; POST /attest
// only with an operator key; a TVC that is not one refused naming the field.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { readBoc } from '@tvmscan/codec';
import type { Database } from '@tvmscan/db';
import { nftCode, tokenContractArtifacts } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoBySaltedCode } from '../src/contract-info';
import { attest, attestationsIn, verifyRoutes } from '../src/index';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const META = {
  compilerVersion: 'TVM Solidity (the @broxus build)',
  linkerVersion: null,
  license: 'AGPL-3.0',
};
const KEY = 'operator-key-for-the-test';
const COLLECTION = `0:${'c0'.repeat(32)}`;

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openMigrated();
  app = Fastify();
  await app.register(verifyRoutes, { prefix: '/v', database, operatorKeys: [KEY] });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

describe('attested builds', () => {
  it('records every build of @broxus/tip3 and @broxus/tip4 under the hash nekoton gives it', async () => {
    const hashes = new Map<string, string>();
    for (const pkg of ['@broxus/tip3', '@broxus/tip4']) {
      for (const a of attestationsIn(packageDir(pkg), META)) {
        const { codeHash, outcome } = await attest(database, a);
        expect(outcome).toBe('recorded');
        hashes.set(`${pkg}/${a.name}`, codeHash);
        expect(a.sources.length).toBeGreaterThan(3);
        expect(a.sources.every((s) => /\.t?sol$/.test(s.path))).toBe(true);
      }
    }
    for (const artifact of tokenContractArtifacts())
      expect(hashes.get(`${artifact.package}/${artifact.name}`), artifact.name).toBe(artifact.codeHash);
    const root = tokenContractArtifacts().find((a) => a.name === 'TokenRoot')!;
    const info = (await app.inject({ method: 'GET', url: `/v/info/${root.codeHash}` })).json();
    expect(info).toMatchObject({ contract_name: 'TokenRoot', verified_by: 'attested', salted: false });
    expect(info.abi).toEqual(JSON.parse(root.abi));
    expect(info.sources[0].path).toMatch(/^contracts\/src\/contracts\//);
  });

  it("matches an NFT's salted code to the attested Nft build", async () => {
    const salted = nftCode(COLLECTION);
    const nft = tokenContractArtifacts().find((a) => a.name === 'Nft')!;
    expect(salted.hash).not.toBe(nft.codeHash);
    const info = await infoBySaltedCode(database, readBoc(Buffer.from(salted.boc, 'base64'))[0]);
    expect(info).toMatchObject({ code_hash: nft.codeHash, contract_name: 'Nft', salted: true });
  });

  it('takes POST /attest only with an operator key, and computes the hash itself', async () => {
    const tvcPath = require.resolve('@broxus/tip4/build/IndexBasis.tvc');
    const body = {
      contract_name: 'IndexBasisAgain',
      abi: null,
      tvc: readFileSync(tvcPath).toString('base64'),
      sources: [{ path: 'IndexBasis.tsol', content: 'pragma ever-solidity >= 0.62.0;' }],
      compiler_version: 'sold 0.62.0',
    };
    const post = (headers: Record<string, string>, payload: object = body) =>
      app.inject({ method: 'POST', url: '/v/attest', headers, payload });
    expect((await post({})).statusCode).toBe(403);
    const wrong = await post({ 'x-api-key': `${KEY}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'FORBIDDEN' });
    const ok = await post({ 'x-api-key': KEY });
    expect(ok.statusCode).toBe(200);
    // IndexBasis was attested from the package above: the first attestation stands.
    expect(ok.json().outcome).toBe('already');
    const notTvc = await post(
      { 'x-api-key': KEY },
      { ...body, tvc: Buffer.from('not a boc').toString('base64') },
    );
    expect(notTvc.statusCode).toBe(400);
    expect(notTvc.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'tvc' });
    const traversal = await post(
      { 'x-api-key': KEY },
      { ...body, sources: [{ path: '../x.tsol', content: '' }] },
    );
    expect(traversal.json()).toMatchObject({ field: 'sources.0.path' });
  });
});
