// oidc-provider's adapter over the database, method by method, as the provider calls it: payloads
// found by id, session uid and user code; expiry honoured and pruned; `consume` reported (after the
// grace, for refresh tokens); `revokeByGrantId` removing every token of a grant and nothing else.
import { type Database, pruneOidcPayloads } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadAdapter } from '../src/payload-adapter';

let database: Database;
beforeAll(async () => {
  database = await openMigrated();
});
afterAll(async () => {
  if (database) await dispose(database);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database adapter of oidc-provider', () => {
  it('finds payloads by id, session uid and user code, until they expire', async () => {
    const Adapter = payloadAdapter(database);
    const sessions = new Adapter('Session');
    const codes = new Adapter('DeviceCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g0' }, 1);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
    // Another model never sees them.
    expect(await new Adapter('Interaction').find('s1')).toBeUndefined();

    await sessions.upsert('s1', { uid: 'u1', accountId: 'b' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'b' });

    await pause(1100);
    expect(await codes.findByUserCode('ABCD-EFGH')).toBeUndefined();
    expect(await pruneOidcPayloads(database)).toBe(1);
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('reports a consumed code at once and a consumed refresh token after its grace', async () => {
    const Adapter = payloadAdapter(database, 1);
    const codes = new Adapter('AuthorizationCode');
    const refreshTokens = new Adapter('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refreshTokens.upsert('r1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    await refreshTokens.consume('r1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    expect((await refreshTokens.find('r1'))?.consumed).toBeUndefined();
    await pause(1100);
    expect((await refreshTokens.find('r1'))?.consumed).toEqual(expect.any(Number));
  });

  it('revokes every token of a grant, and only those', async () => {
    const Adapter = payloadAdapter(database);
    const accessTokens = new Adapter('AccessToken');
    const refreshTokens = new Adapter('RefreshToken');
    await accessTokens.upsert('at1', { grantId: 'g2' }, 60);
    await refreshTokens.upsert('rt1', { grantId: 'g2' }, 60);
    await accessTokens.upsert('at2', { grantId: 'g3' }, 60);
    await accessTokens.revokeByGrantId('g2');
    expect(await accessTokens.find('at1')).toBeUndefined();
    expect(await refreshTokens.find('rt1')).toBeUndefined();
    expect(await accessTokens.find('at2')).toEqual({ grantId: 'g3' });
  });
});
