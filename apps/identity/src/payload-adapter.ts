// oidc-provider's storage adapter over the explorer's database (rows: @tvmscan/db oidc-payloads): every
// model (Session, Interaction, Grant, AuthorizationCode, RefreshToken...) is a JSON payload keyed by
// (model, id), so any number of processes on one database share sessions, grants and tokens.
import {
  consumeOidcPayload,
  type Database,
  deleteOidcGrant,
  deleteOidcPayload,
  findOidcPayload,
  upsertOidcPayload,
} from '@tvmscan/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * How long a rotated refresh token may still be used, by default (decision 0044). oidc-provider revokes
 * the whole grant when a used refresh token comes back, and two tabs (or a retry after a lost response)
 * can send the same one within moments; inside this window the token is not yet reported as consumed,
 * so the second use rotates again instead of signing the user out.
 */
export const REFRESH_REUSE_GRACE_S = 10;

/** The models whose rows are found by their grant, for `revokeByGrantId`. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function payloadAdapter(
  database: Database,
  refreshGraceS = REFRESH_REUSE_GRACE_S,
): new (
  model: string,
) => Adapter {
  return class PayloadAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertOidcPayload(database, {
        model: this.model,
        id,
        payload,
        grantId: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    private async findBy(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await findOidcPayload(database, this.model, column, value);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      if (!row.consumedAt) return payload;
      const sinceUse = Date.now() - row.consumedAt.getTime();
      if (this.model === 'RefreshToken' && sinceUse < refreshGraceS * 1000) return payload;
      return { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    consume(id: string) {
      return consumeOidcPayload(database, this.model, id);
    }

    destroy(id: string) {
      return deleteOidcPayload(database, this.model, id);
    }

    revokeByGrantId(grantId: string) {
      return deleteOidcGrant(database, grantId);
    }
  };
}
