// Personal API keys (spec §4 "API key"; decision 0045): the Admin API creates them, `pat/check` and the
// Explorer API's rate limiter look them up. A key is `tvms_pat_` and 32 random bytes in base64url; only
// its SHA-256 is stored. A fast, unsalted hash is right here, unlike for passwords: with 256 random bits
// nothing can be guessed from the digest however fast it is computed, and the digest must be
// deterministic so that a presented key is found by an index lookup instead of a scan that runs a slow
// hash per row. The prefix lets secret scanners recognize a leaked key and lets callers skip the
// database for values that cannot be one.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Schema } from './schema';

export const PERSONAL_KEY_PREFIX = 'tvms_pat_';
const KEY_BYTES = 32;
const PERSONAL_KEY_SHAPE = /^tvms_pat_[A-Za-z0-9_-]{43}$/;
/** The advisory-lock class of key creations (ASCII "pkey"); the object is the account's `hashtext`. */
const CREATE_LOCK_CLASS = 0x706b6579;

/** Whether `value` has the shape of a personal key (and so is worth a lookup). */
export const isPersonalKeyShaped = (value: string): boolean => PERSONAL_KEY_SHAPE.test(value);

/** The stored form of a key: its SHA-256. */
export const personalKeyDigest = (key: string): Buffer => createHash('sha256').update(key).digest();

/**
 * Creates a personal key for `sub` and revokes its current one, in one transaction, and returns the key:
 * the only time it exists outside the caller's hands. The account keeps at most its active key and the
 * one this call revoked, so repeated creations do not grow the table.
 */
export async function createPersonalKey(db: Kysely<Schema>, sub: string): Promise<string> {
  const key = PERSONAL_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
  const keyHash = personalKeyDigest(key);
  await db.transaction().execute(async (tx) => {
    // One creation per account at a time: without it, concurrent ones interleave their revoke and
    // insert (each sees only what was committed when its statement began), leaving extra revoked rows
    // or meeting the one-active index.
    await sql`SELECT pg_advisory_xact_lock(${CREATE_LOCK_CLASS}, hashtext(${sub}))`.execute(tx);
    await tx
      .deleteFrom('personal_api_keys')
      .where('sub', '=', sub)
      .where('revoked_at', 'is not', null)
      .execute();
    await tx
      .updateTable('personal_api_keys')
      .set({ revoked_at: sql`now()` })
      .where('sub', '=', sub)
      .where('revoked_at', 'is', null)
      .execute();
    await tx.insertInto('personal_api_keys').values({ key_hash: keyHash, sub }).execute();
  });
  return key;
}

/** The account of an active personal key, or null for anything else (a revoked, unknown or malformed key). */
export async function findActivePersonalKey(
  db: Kysely<Schema>,
  key: string,
): Promise<{ sub: string } | null> {
  if (!isPersonalKeyShaped(key)) return null;
  const digest = personalKeyDigest(key);
  const row = await db
    .selectFrom('personal_api_keys')
    .select(['key_hash', 'sub'])
    .where('key_hash', '=', digest)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // The index compares digests, which a caller cannot steer byte by byte (that would take SHA-256
  // preimages), so its timing tells nothing about a stored key; the answer itself rests on a
  // constant-time comparison of the digests.
  return row && timingSafeEqual(row.key_hash, digest) ? { sub: row.sub } : null;
}
