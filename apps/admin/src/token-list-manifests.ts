// Token list manifests (spec §7 "Manifest files"; decision 0051): every list served in the TIP-3 token
// list format Everscale wallets read (broxus/ton-assets `schemas/manifest.json`, the api-schema's
// TokenManifest) — a public list at /v1/manifests/{url}/manifest.json, any list by its (unguessable)
// id at /v1/manifests/id/{id}/manifest.json, the system list at /v1/manifests/system/manifest.json.
// Token names and symbols are chain data: the format wants them on one line, unpadded and two or more
// characters long, so whitespace runs are folded, and a token whose symbol still does not fit (or
// whose decimals were never read) is left out rather than serving a file wallets refuse.
import {
  errorBody,
  SYSTEM_TOKEN_LIST,
  TOKEN_LIST_LIMITS,
  TokenListId,
  TokenListUrl,
  TokenManifest,
} from '@tvmscan/api-schema';
import {
  type Database,
  manifestEntries,
  type StoredListEntry,
  type StoredTokenList,
  tokenListByUrl,
} from '@tvmscan/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

export interface ManifestOptions {
  database: Database;
  networkId: number;
  listById: (id: string) => Promise<StoredTokenList | null>;
}

/** Wallets poll manifests: a short shared cache, so a change shows within a minute. */
const MANIFEST_CACHE = 'public, max-age=30';
/** The system list may hold more tokens than a community list. */
const SYSTEM_TOKENS_MAX = TOKEN_LIST_LIMITS.countMax;
const FITS = /^\S.*\S$/;

/** `text` on one line, unpadded; null when that leaves fewer than two characters. */
const oneLine = (text: string | null): string | null => {
  const folded = (text ?? '').replace(/\s+/g, ' ').trim();
  return FITS.test(folded) ? folded : null;
};

export function manifestOf(
  list: StoredTokenList,
  entries: readonly StoredListEntry[],
  chainId: number,
): TokenManifest {
  const tokens: TokenManifest['tokens'] = [];
  for (const e of entries) {
    const symbol = oneLine(e.symbol);
    if (symbol === null || e.decimals === null) continue;
    tokens.push({ name: oneLine(e.name) ?? symbol, chainId, symbol, decimals: e.decimals, address: e.root });
  }
  return TokenManifest.parse({
    name: oneLine(list.name) ?? list.url,
    version: { major: 1, minor: list.revision, patch: 0 },
    keywords: list.verified ? ['verified'] : [],
    timestamp: new Date(list.updatedAt * 1000).toISOString(),
    tokens,
  });
}

const UrlParams = z.strictObject({ url: TokenListUrl });
const IdParams = z.strictObject({ id: TokenListId });

export async function tokenManifestRoutes(app: FastifyInstance, options: ManifestOptions): Promise<void> {
  const { db } = options.database;

  const serve = async (list: StoredTokenList | null, reply: FastifyReply) => {
    if (!list) return reply.code(404).send(errorBody('NOT_FOUND', 'no such token list'));
    const max = list.id === SYSTEM_TOKEN_LIST ? SYSTEM_TOKENS_MAX : TOKEN_LIST_LIMITS.tokensMax;
    const entries = await manifestEntries(db, list.id, max);
    return reply
      .header('cache-control', MANIFEST_CACHE)
      .header('access-control-allow-origin', '*')
      .send(manifestOf(list, entries, options.networkId));
  };

  app.get('/v1/manifests/system/manifest.json', async (_request, reply) =>
    serve(await options.listById(SYSTEM_TOKEN_LIST), reply),
  );
  app.get('/v1/manifests/id/:id/manifest.json', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof IdParams>;
    return serve(await options.listById(id), reply);
  });
  // Only a public list is served by its url (a private one is reached by id alone).
  app.get('/v1/manifests/:url/manifest.json', { schema: { params: UrlParams } }, async (request, reply) => {
    const { url } = request.params as z.infer<typeof UrlParams>;
    const list = await tokenListByUrl(db, url);
    return serve(list?.isPublic ? list : null, reply);
  });
}
