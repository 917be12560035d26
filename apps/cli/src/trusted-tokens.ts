// TVMSCAN_TRUSTED_TOKENS: the deployment's trusted-token manifest (comma-separated root addresses, raw
// or friendly). Trusted tokens sort first in token search; set it wherever migrations are applied.
import { formatRaw, parseAddress } from '@tvmscan/codec';
import { type Database, setTrustedTokens, toBytes } from '@tvmscan/db';
import { say } from './log';

/** Applies the manifest when the variable is set (an empty value clears it); leaves it alone otherwise. */
export async function applyTrustedTokens(database: Database, env: NodeJS.ProcessEnv): Promise<void> {
  const value = env.TVMSCAN_TRUSTED_TOKENS;
  if (value === undefined) return;
  const roots = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => {
      try {
        return parseAddress(text);
      } catch {
        throw new TypeError(`TVMSCAN_TRUSTED_TOKENS: "${text}" is not an address`);
      }
    });
  const trusted = await setTrustedTokens(
    database.db,
    roots.map((r) => ({ workchain: r.workchain, address: toBytes(r.address) })),
  );
  say(
    `Trusted tokens: ${roots.length} in the manifest (${roots.map(formatRaw).join(', ') || 'none'}), ${trusted} indexed.`,
  );
}
