// Password hashes: scrypt from node:crypto with a random salt per password, stored with its parameters
// (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without invalidating old hashes,
// and compared in constant time.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** 16 MiB of memory per hash (128·N·r): costly for a guesser, under node's 32 MiB default cap. */
const COST = { N: 16_384, r: 8, p: 1 };
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Room for the largest cost `verifyPassword` accepts (scrypt needs about 128·N·r bytes). */
const MAX_MEMORY = 2 * 128 * 8 * COST.N * COST.r;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, HASH_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A hash of no password anyone knows: checked when the account does not exist, so that an unknown
 *  email takes as long to refuse as a wrong password. */
const unknownAccountHash = hashPassword(randomBytes(32).toString('hex'));

/** Whether `password` matches `stored` (null: an unknown account, always false after the same work). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? (await unknownAccountHash)).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  // Parameters are bounded (from today's cost up to 8 times it), so a tampered row cannot ask for any
  // amount of memory or time.
  const bounded =
    Number.isInteger(options.N) &&
    options.N >= COST.N &&
    options.N <= 8 * COST.N &&
    (options.N & (options.N - 1)) === 0 &&
    options.r === COST.r &&
    options.p >= 1 &&
    options.p <= 4;
  if (parts.length !== 6 || scheme !== 'scrypt' || !bounded) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}
