// The deployment's trusted tokens (decision 0051): the roots of TVMSCAN_TRUSTED_TOKENS (comma-separated
// root addresses, raw or friendly) and the tokens of the token lists TVMSCAN_MANIFESTS names
// (comma-separated URLs of manifests in the TIP-3 token list format, as broxus/ton-assets publishes
// them), of this network's chainId (TVMSCAN_NETWORK_ID) only — a list for another network names roots
// of another chain. Together with the approved tokens (the system list, decision 0049) they are the
// trusted set: first in token search, the tokens page's filter. Manifests are fetched through the
// guarded fetcher (no private or loopback address unless TVMSCAN_FETCH_ALLOW names it, bounded in time
// and size); one that cannot be fetched or read is said and left out, so a list host's outage never
// stops a start. Set it wherever migrations are applied.
import { TokenManifest } from '@tvmscan/api-schema';
import { formatRaw, type ParsedAddress, parseAddress } from '@tvmscan/codec';
import { type Database, setTrustedTokens, toBytes } from '@tvmscan/db';
import { fetchJson, type SafeFetchOptions } from '@tvmscan/safe-fetch';
import { say } from './log';

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The roots of one manifest for `chainId`; null (said) when it cannot be fetched or is not one. */
async function manifestRoots(
  url: string,
  chainId: number,
  fetching: Pick<SafeFetchOptions, 'mode' | 'allow'>,
): Promise<ParsedAddress[] | null> {
  let json: unknown;
  try {
    ({ json } = await fetchJson(url, fetching));
  } catch (error) {
    say(`TVMSCAN_MANIFESTS: ${url} left out: ${(error as Error).message}`);
    return null;
  }
  const manifest = TokenManifest.safeParse(json);
  if (!manifest.success) {
    const issue = manifest.error.issues[0];
    say(`TVMSCAN_MANIFESTS: ${url} left out: not a token list (${issue.path.join('.')}: ${issue.message})`);
    return null;
  }
  return manifest.data.tokens.filter((t) => t.chainId === chainId).map((t) => parseAddress(t.address));
}

/**
 * Applies the trusted set when TVMSCAN_TRUSTED_TOKENS or TVMSCAN_MANIFESTS is set (both empty clear
 * it); leaves it alone otherwise.
 */
export async function applyTrustedTokens(
  database: Database,
  env: NodeJS.ProcessEnv,
  fetching: Pick<SafeFetchOptions, 'mode' | 'allow'>,
): Promise<void> {
  if (env.TVMSCAN_TRUSTED_TOKENS === undefined && env.TVMSCAN_MANIFESTS === undefined) return;
  const roots = listOf(env.TVMSCAN_TRUSTED_TOKENS).map((text) => {
    try {
      return parseAddress(text);
    } catch {
      throw new TypeError(`TVMSCAN_TRUSTED_TOKENS: "${text}" is not an address`);
    }
  });
  const chainId = Number(env.TVMSCAN_NETWORK_ID ?? 0);
  let fromManifests = 0;
  for (const url of listOf(env.TVMSCAN_MANIFESTS)) {
    const found = await manifestRoots(url, chainId, fetching);
    if (found === null) continue;
    roots.push(...found);
    fromManifests += found.length;
    say(`TVMSCAN_MANIFESTS: ${found.length} tokens of chain ${chainId} from ${url}`);
  }
  const trusted = await setTrustedTokens(
    database.db,
    roots.map((r) => ({ workchain: r.workchain, address: toBytes(r.address) })),
  );
  const named = roots.length - fromManifests;
  say(
    `Trusted tokens: ${named} named (${roots.slice(0, named).map(formatRaw).join(', ') || 'none'}), ${fromManifests} from manifests, ${trusted} indexed.`,
  );
}
