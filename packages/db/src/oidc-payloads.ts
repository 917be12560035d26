// The embedded OpenID provider's state (table `oidc_payloads`, migration 0900-identity; decision 0044):
// one JSON payload per oidc-provider model instance, keyed by (model, id), found by id, session uid or
// user code, and deleted by grant. A row past its expiry reads as absent; `pruneOidcPayloads` deletes it.
import { sql } from 'kysely';
import type { Database } from './database';

export interface OidcPayloadRow {
  payload: Record<string, unknown>;
  /** When a code or refresh token was first used; null while unused. */
  consumedAt: Date | null;
}

export interface OidcPayloadInput {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  /** Null: it never expires. */
  expiresAt: Date | null;
}

export async function upsertOidcPayload(database: Database, input: OidcPayloadInput): Promise<void> {
  const row = {
    payload: JSON.stringify(input.payload),
    grant_id: input.grantId,
    uid: input.uid,
    user_code: input.userCode,
    expires_at: input.expiresAt,
  };
  await database.db
    .insertInto('oidc_payloads')
    .values({ model: input.model, id: input.id, ...row })
    .onConflict((c) => c.columns(['model', 'id']).doUpdateSet(row))
    .execute();
}

/** The live payload of `model` whose `column` is `value`, or undefined. */
export async function findOidcPayload(
  database: Database,
  model: string,
  column: 'id' | 'uid' | 'user_code',
  value: string,
): Promise<OidcPayloadRow | undefined> {
  const row = await database.db
    .selectFrom('oidc_payloads')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  return row && { payload: row.payload, consumedAt: row.consumed_at };
}

/** Marks a payload used; the first use is the one kept. */
export async function consumeOidcPayload(database: Database, model: string, id: string): Promise<void> {
  await database.db
    .updateTable('oidc_payloads')
    .set({ consumed_at: sql<Date>`coalesce(consumed_at, now())` })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteOidcPayload(database: Database, model: string, id: string): Promise<void> {
  await database.db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
}

/** Deletes every payload of a grant (its codes and tokens). */
export async function deleteOidcGrant(database: Database, grantId: string): Promise<void> {
  await database.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
}

/** Deletes the payloads whose time is up; returns how many. */
export async function pruneOidcPayloads(database: Database): Promise<number> {
  const result = await database.db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
