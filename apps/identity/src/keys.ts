// The provider's secrets: the private keys that sign its tokens (a JWKS) and the keys that sign its
// cookies. Every process that serves one explorer must hold the same ones, or each would refuse the
// tokens and sessions of the others. They come from TVMSCAN_OIDC_KEYS, or are generated once into the
// data directory (mode 0600) and read from there after. Nothing here ever logs a key.
//
// TVMSCAN_OIDC_KEYS (and <dataDir>/oidc-keys.json) is one JSON document:
//   { "jwks": { "keys": [ <private JWK>, ... ] }, "cookieKeys": [ "<secret>", ... ] }
// - jwks.keys: private RSA (RS256) or EC P-256 (ES256) JWKs, each with its `kid`; the first one of an
//   algorithm signs, all are published (public parts) at the jwks_uri, so a new key can be put first
//   while tokens signed by the old one still verify;
// - cookieKeys: at least one secret of 32 characters or more; the first signs, all verify.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const PrivateJwk = z
  .looseObject({
    kty: z.enum(['RSA', 'EC']),
    kid: z.string().min(1).max(128),
    d: z.string().min(1),
    alg: z.enum(['RS256', 'ES256']).optional(),
    crv: z.literal('P-256').optional(),
  })
  .refine((k) => k.kty === 'RSA' || k.crv === 'P-256', 'EC keys must be on P-256 (ES256)');

const ProviderKeys = z.strictObject({
  jwks: z.strictObject({ keys: z.array(PrivateJwk).min(1).max(16) }),
  cookieKeys: z.array(z.string().min(32).max(512)).min(1).max(16),
});
export type ProviderKeys = z.infer<typeof ProviderKeys>;

export const KEYS_VARIABLE = 'TVMSCAN_OIDC_KEYS';
const KEYS_FILE = 'oidc-keys.json';

/** A new key set: one RSA-2048 signing key (RS256: every OpenID client supports it) and one cookie key. */
export function generateProviderKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { n, e, d, p, q, dp, dq, qi } = privateKey.export({ format: 'jwk' });
  const kid = randomBytes(8).toString('hex');
  return {
    jwks: { keys: [{ kty: 'RSA', n, e, d: d as string, p, q, dp, dq, qi, kid, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/** Parses a key document; the error names where it came from and what is wrong, never a value. */
function parseKeys(text: string, source: string): ProviderKeys {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TypeError(`${source} is not JSON`);
  }
  const parsed = ProviderKeys.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TypeError(`${source}: ${issue.path.join('.') || 'document'}: ${issue.message}`);
  }
  return parsed.data;
}

export interface LoadedKeys {
  keys: ProviderKeys;
  /** Where they came from: the variable's name, or the file's path. */
  source: string;
}

/**
 * The provider's keys: TVMSCAN_OIDC_KEYS when set, else `<dataDir>/oidc-keys.json`, created with fresh
 * keys (mode 0600) by whichever process gets there first; the others read the same file.
 */
export function providerKeys(env: NodeJS.ProcessEnv, dataDir: string): LoadedKeys {
  const configured = env[KEYS_VARIABLE];
  if (configured) return { keys: parseKeys(configured, KEYS_VARIABLE), source: KEYS_VARIABLE };
  const file = join(dataDir, KEYS_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written whole to a file of its own, then linked into place: a link fails when the name exists, so
  // of two processes starting together one wins and the other never reads a half-written file.
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, JSON.stringify(generateProviderKeys()), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return { keys: parseKeys(readFileSync(file, 'utf8'), file), source: file };
}
