// Token ownership proved on a real local network: a TIP-3 root (the @broxus/tip3 build) is deployed
// with the giver's EverWallet as its owner, wallets send the ownership verifier `verify(root,
// sha256(sub))` with 0.05 attached and bounce on (as the web app's wallet call does), the production
// indexer indexes the blocks into PGlite (PostgreSQL with DATABASE_URL), and the Admin API, over HTTP
// with real JWTs of a local issuer, links the owner's account and refuses every forgery with 412.
import { createHash } from 'node:crypto';
import { OWNERSHIP_VERIFIER_ABI, OWNERSHIP_VERIFY_AMOUNT, TOKEN_ASSET_MESSAGES } from '@tvmscan/api-schema';
import { functionIdOf } from '@tvmscan/contracts';
import { type Database, readTokenCounters, setTrustedTokens, tokenRootOwner } from '@tvmscan/db';
import {
  contractArtifact,
  createLocalnet,
  deriveKeyPair,
  giverMessage,
  type Localnet,
  mintBody,
  OWNERSHIP_VERIFIER_ABI_JSON,
  ownershipVerifierState,
  signedCall,
  signedTransfer,
  tokenRootConstructor,
  tokenRootState,
  verifyBody,
} from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { indexBatches } from '@tvmscan/test-support/indexed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHashOf } from '../src/token-ownership';
import { ADMIN_SUB, adminCall, type Issuer, startAdmin, startIssuer } from './support';

const EVER = 1_000_000_000n;
const VERIFY_VALUE = BigInt(OWNERSHIP_VERIFY_AMOUNT);
const SEED = 'token-ownership';
const OWNER_SUB = 'owner-of-the-root';
const OTHER_SUB = 'someone-else';

let net: Localnet;
let database: Database;
let issuer: Issuer;
let app: FastifyInstance;
let verifier: string;
let root: string;
let indexedUpTo: number | null = null;

const index = async () => {
  const batches = net.batchesSince(indexedUpTo);
  indexedUpTo = net.head().mcSeqno;
  await indexBatches(database, batches);
};

/** Sends an external message, produces blocks until its whole tree ran, indexes them. */
async function deliver(boc: Uint8Array): Promise<string> {
  const hash = net.sendMessage(boc);
  for (let i = 0; i < 4; i++) await net.produceBlock();
  await index();
  return hash;
}

/** The transaction the message `hash` caused, and the one each of its out messages caused, in order. */
async function chainOf(hash: string): Promise<{ hash: string; account: string }[]> {
  const txs: { hash: string; account: string }[] = [];
  let messages: Buffer[] = [Buffer.from(hash, 'hex')];
  while (messages.length > 0) {
    const rows = await database.db
      .selectFrom('messages as m')
      .innerJoin('transactions as t', 't.hash', 'm.dst_tx_hash')
      .select(['t.hash', 't.workchain', 't.account'])
      .where('m.hash', 'in', messages)
      .execute();
    messages = [];
    for (const r of rows) {
      txs.push({ hash: r.hash.toString('hex'), account: `${r.workchain}:${r.account.toString('hex')}` });
      const out = await database.db
        .selectFrom('messages')
        .select('hash')
        .where('src_tx_hash', '=', r.hash)
        .execute();
      messages.push(...out.map((o) => o.hash));
    }
  }
  return txs;
}

/** The verifier's transaction in the tree of an external message. */
async function verifierTx(external: string): Promise<string> {
  const tx = (await chainOf(external)).find((t) => t.account === verifier);
  if (!tx) throw new Error('the message reached no verifier');
  return tx.hash;
}

/** The giver (the root's owner) sends verify(callRoot, userHash) with `value`. */
const ownerVerify = async (userHash: string, callRoot = root, value = VERIFY_VALUE) =>
  verifierTx(await deliver(await giverMessage(net, verifier, value, verifyBody(callRoot, userHash))));

const link = async (sub: string, txHash: string, rootAddress = root) =>
  adminCall(app, 'POST', '/v1/authorized/tokens/link_owner', await issuer.token(sub), {
    root_address: rootAddress,
    tx_hash: txHash,
  });

const isOwner = async (sub: string) =>
  (
    await adminCall(app, 'POST', '/v1/authorized/tokens/is_owner', await issuer.token(sub), {
      root_address: root,
    })
  ).json() as boolean;

const expectRefused = (r: { statusCode: number; json(): unknown }) => {
  expect(r.statusCode).toBe(412);
  expect(r.json()).toEqual({
    code: 'NOT_OWNER',
    message: TOKEN_ASSET_MESSAGES.notOwner,
    field: 'root_address',
  });
};

beforeAll(async () => {
  net = await createLocalnet({ flavor: 'everscale', seed: SEED, wallets: 1 });
  verifier = (await ownershipVerifierState()).address;
  const { giver } = net.genesis;
  // A TIP-3 root owned by the giver's wallet: funded by a transfer, then deployed by its signed external.
  const key = deriveKeyPair(SEED, 'root');
  const state = tokenRootState({
    name: 'Owned',
    symbol: 'OWN',
    decimals: 9,
    rootOwner: giver.wallet.address,
    nonce: 7n,
    publicKey: key.publicKey,
  });
  root = state.address;
  database = await openMigrated();
  await deliver(await giverMessage(net, root, 5n * EVER));
  const deploy = await signedCall(
    {
      address: root,
      abi: contractArtifact('@broxus/tip3', 'TokenRoot').abi,
      method: 'constructor',
      stateInit: state.stateInit,
      input: tokenRootConstructor(giver.wallet.address),
      nowMs: Date.now(),
    },
    key,
    { type: 'signatureId', globalId: net.globalId },
  );
  await deliver(new Uint8Array(Buffer.from(deploy.boc, 'base64')));
  issuer = await startIssuer();
  app = await startAdmin(database, issuer, { ownershipVerifier: verifier });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await issuer?.close();
  if (database) await dispose(database);
  await net?.stop();
});

describe('the ownership verifier on the local network', () => {
  it('is in the zero state, with the ABI the Admin API reads its calls with', async () => {
    expect(JSON.parse(OWNERSHIP_VERIFIER_ABI_JSON)).toEqual(OWNERSHIP_VERIFIER_ABI);
    // The function id FunC computes ("verify(address,uint256)()v2"H) is nekoton's for the ABI.
    const body = Buffer.from(verifyBody(root, '00'.repeat(32)), 'base64');
    expect(body.length).toBeGreaterThan(0);
    expect(functionIdOf(OWNERSHIP_VERIFIER_ABI_JSON, 'verify')).toMatch(/^[0-9a-f]{8}$/);
    expect(await tokenRootOwner(database.db, root)).toEqual({ owner: net.genesis.giver.wallet.address });
  });

  it('takes verify, keeps at most 0.01 and sends the rest back; refuses other calls with exit 60', async () => {
    const hash = await ownerVerify(userHashOf('probe'));
    const tx = await database.db
      .selectFrom('transactions')
      .select(['aborted', 'exit_code'])
      .where('hash', '=', Buffer.from(hash, 'hex'))
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({ aborted: false, exit_code: 0 });
    const back = await database.db
      .selectFrom('messages')
      .select(['value', 'bounce'])
      .where('src_tx_hash', '=', Buffer.from(hash, 'hex'))
      .executeTakeFirstOrThrow();
    expect(back.bounce).toBe(false);
    expect(BigInt(back.value ?? '0')).toBeGreaterThan(VERIFY_VALUE - 20_000_000n);

    const plain = await verifierTx(
      await deliver(await giverMessage(net, verifier, VERIFY_VALUE, 'te6ccgEBAQEABgAACAAAAAE=')),
    );
    const refused = await database.db
      .selectFrom('transactions')
      .select(['aborted', 'exit_code'])
      .where('hash', '=', Buffer.from(plain, 'hex'))
      .executeTakeFirstOrThrow();
    expect(refused).toEqual({ aborted: true, exit_code: 60 });
  }, 120_000);
});

describe('link_owner', () => {
  it('links the owner who sent verify with their own hash, and is_owner turns true; again, the same link', async () => {
    expect(await isOwner(OWNER_SUB)).toBe(false);
    const tx = await ownerVerify(userHashOf(OWNER_SUB));
    const r = await link(OWNER_SUB, tx);
    expect(r.statusCode, r.body).toBe(200);
    const { linked_at } = r.json();
    expect(r.json()).toEqual({ root_address: root, linked_at });
    expect(Math.abs(linked_at - Date.now() / 1000)).toBeLessThan(60);
    expect(await isOwner(OWNER_SUB)).toBe(true);
    expect(await isOwner(OTHER_SUB)).toBe(false);
    const again = await link(OWNER_SUB, tx);
    expect(again.json()).toEqual({ root_address: root, linked_at });
  }, 120_000);

  it('refuses a verify sent by a wallet that does not own the root', async () => {
    const [{ key, wallet }] = net.genesis.wallets;
    const signed = await signedTransfer(
      wallet,
      key,
      {
        dest: verifier,
        value: VERIFY_VALUE,
        bounce: true,
        deploy: true,
        nowMs: Date.now(),
        payload: verifyBody(root, userHashOf(OTHER_SUB)),
      },
      { type: 'signatureId', globalId: net.globalId },
    );
    const tx = await verifierTx(await deliver(new Uint8Array(Buffer.from(signed.boc, 'base64'))));
    // The transaction itself succeeded: only its sender is wrong.
    const row = await database.db
      .selectFrom('transactions')
      .select('aborted')
      .where('hash', '=', Buffer.from(tx, 'hex'))
      .executeTakeFirstOrThrow();
    expect(row.aborted).toBe(false);
    expectRefused(await link(OTHER_SUB, tx));
    expect(await isOwner(OTHER_SUB)).toBe(false);
  }, 120_000);

  it("refuses the owner's transaction presented by another account (another userHash)", async () => {
    const tx = await ownerVerify(userHashOf(OWNER_SUB));
    expectRefused(await link(OTHER_SUB, tx));
  }, 120_000);

  it('refuses a verify that names another root', async () => {
    const tx = await ownerVerify(userHashOf(OTHER_SUB), `0:${'5a'.repeat(32)}`);
    expectRefused(await link(OTHER_SUB, tx));
  }, 120_000);

  it('refuses a failed verify (too little value: the compute phase fails, the message bounces)', async () => {
    const tx = await ownerVerify(userHashOf(OTHER_SUB), root, 10_000n);
    const row = await database.db
      .selectFrom('transactions')
      .select('aborted')
      .where('hash', '=', Buffer.from(tx, 'hex'))
      .executeTakeFirstOrThrow();
    expect(row.aborted).toBe(true);
    expectRefused(await link(OTHER_SUB, tx));
  }, 120_000);

  it("refuses a transaction that is not the verifier's (the owner wallet's own), an unknown hash, and a root that is not indexed", async () => {
    const external = await deliver(
      await giverMessage(net, verifier, VERIFY_VALUE, verifyBody(root, userHashOf(OTHER_SUB))),
    );
    const [walletTx] = await chainOf(external);
    expect(walletTx.account).toBe(net.genesis.giver.wallet.address);
    expectRefused(await link(OTHER_SUB, walletTx.hash));
    expectRefused(await link(OTHER_SUB, createHash('sha256').update('no such transaction').digest('hex')));
    const tx = await verifierTx(external);
    // The proof is good for this root; for a root that is not an indexed TIP-3 root it is not.
    expectRefused(await link(OTHER_SUB, tx, verifier));
    expect((await link(OTHER_SUB, tx)).statusCode).toBe(200);
  }, 120_000);

  it('refuses a transaction whose masterchain block is not stored', async () => {
    // The indexer writes a masterchain block and the shard blocks it commits in one database
    // transaction, so this cannot arise from indexing; it is simulated by removing the stored
    // masterchain block that commits a good proof.
    const sub = 'third-account';
    const tx = await ownerVerify(userHashOf(sub));
    const { mc_seqno } = await database.db
      .selectFrom('transactions')
      .select('mc_seqno')
      .where('hash', '=', Buffer.from(tx, 'hex'))
      .executeTakeFirstOrThrow();
    await database.db
      .deleteFrom('blocks')
      .where('workchain', '=', -1)
      .where('seqno', '=', mc_seqno)
      .execute();
    expectRefused(await link(sub, tx));
  }, 120_000);

  it('answers 401 without a token and 400 for a malformed body', async () => {
    const anonymous = await adminCall(app, 'POST', '/v1/authorized/tokens/link_owner', undefined, {
      root_address: root,
      tx_hash: '00'.repeat(32),
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await adminCall(
      app,
      'POST',
      '/v1/authorized/tokens/link_owner',
      await issuer.token(OTHER_SUB),
      {
        root_address: 'nope',
        tx_hash: '00'.repeat(32),
      },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('root_address');
  });
});

describe('approved information is used', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
  const submit = async () =>
    adminCall(app, 'PUT', '/v1/authorized/tokens/proposals', await issuer.token(OWNER_SUB), {
      root_address: root,
      asset_logo: Buffer.from(SVG).toString('base64'),
      project_metadata: {
        project_name: 'Owned Project',
        project_website: 'https://owned.example',
        project_email: 'team@owned.example',
        project_desc: 'The owned token.',
        coingecko_ticker: 'https://www.coingecko.com/en/coins/owned',
      },
      project_socials: { github_url: 'https://github.com/owned', twitter_url: '' },
    });
  const approve = async (activeFrom: number) =>
    adminCall(app, 'PUT', '/v1/admin/vote_for_token_proposal', await issuer.token(ADMIN_SUB), {
      root_address: root,
      active_from: activeFrom,
      kind: 'Approve',
    });
  const tokenAnswer = async () =>
    (await app.inject({ method: 'GET', url: `/api/tokens/v1/root_contract/root_address/${root}` })).json();
  const trustedCount = async () => (await readTokenCounters(database.db, ['tokens_trusted'])).tokens_trusted;

  it('makes the token trusted and puts its asset on the Tokens API, search and balances', async () => {
    // The owner (linked above) mints to itself, so that it has a balance to show.
    const { giver } = net.genesis;
    await deliver(
      await giverMessage(
        net,
        root,
        EVER,
        mintBody(1000n, giver.wallet.address, EVER / 10n, giver.wallet.address),
      ),
    );
    expect(await tokenAnswer()).toMatchObject({ trusted: false, asset: null });
    const before = Number(await trustedCount());

    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    const first = submitted.json().data.active_from;
    expect((await approve(first)).statusCode).toBe(200);
    const logoUrl = `/api/admin/v1/info/logo/${root}/${first}`;
    expect(await tokenAnswer()).toMatchObject({
      trusted: true,
      asset: {
        name: 'Owned Project',
        logoUrl,
        website: 'https://owned.example',
        description: 'The owned token.',
        links: [
          { key: 'coingecko_url', url: 'https://www.coingecko.com/en/coins/owned' },
          { key: 'github_url', url: 'https://github.com/owned' },
        ],
      },
    });
    expect(Number(await trustedCount())).toBe(before + 1);
    // The logo URL is served.
    const logo = await app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toBe(SVG);
    const search = await app.inject({
      method: 'POST',
      url: '/api/explorer/search',
      payload: { query: 'OWN' },
    });
    expect(search.json().tokens).toEqual([
      { name: 'Owned', symbol: 'OWN', rootAddress: root, trusted: true, logoUrl, verified: true },
    ]);
    const balances = await app.inject({
      method: 'POST',
      url: '/api/tokens/v1/balances/search',
      payload: { rootAddress: root },
    });
    expect(balances.json().data.balances).toEqual([
      expect.objectContaining({
        ownerAddress: giver.wallet.address,
        amount: '1000',
        logoUrl,
        verified: true,
      }),
    ]);

    // A later approval of another version keeps it trusted (counted once); clearing the manifest too.
    const second = (await submit()).json().data.active_from;
    expect((await approve(second)).statusCode).toBe(200);
    expect((await tokenAnswer()).asset.logoUrl).toBe(`/api/admin/v1/info/logo/${root}/${second}`);
    expect(Number(await trustedCount())).toBe(before + 1);
    expect(await setTrustedTokens(database.db, [])).toBe(1);
    expect(await tokenAnswer()).toMatchObject({ trusted: true });
  }, 120_000);
});
