// The DEX call's settings (src/dex-part.ts): the web app's DEX base is ours (/api/dex) unless
// TVMSCAN_DEX_API names another service, in which case ours is not mounted; the USD tokens and the
// least liquidity come from their variables, a bad value refused at start with the variable named.
import { describe, expect, it } from 'vitest';
import { deploymentConfig } from '../src/deployment';
import { dexSettings } from '../src/dex-part';

const SECRET = { TVMSCAN_CURSOR_SECRET: 'x'.repeat(32) };
const USD = `0:${'ab'.repeat(32)}`;
const OTHER = `0:${'cd'.repeat(32)}`;

describe('DEX settings', () => {
  it('point the web app at /api/dex unless TVMSCAN_DEX_API names another service, which replaces ours', () => {
    expect(deploymentConfig(SECRET).web.services.dexApi).toBe('/api/dex');
    const external = { ...SECRET, TVMSCAN_DEX_API: 'https://dex.example.org/v1' };
    expect(deploymentConfig(external).web.services.dexApi).toBe('https://dex.example.org/v1');
    expect(dexSettings(external, USD)).toBeNull();
  });

  it('take the USD tokens listed and the local dollar token, and 1000 USD as the least liquidity', () => {
    const settings = dexSettings({ TVMSCAN_USD_TOKENS: ` ${OTHER.toUpperCase()}, :${'ef'.repeat(32)}` }, USD);
    expect(settings?.usdTokens).toEqual([OTHER, `0:${'ef'.repeat(32)}`, USD]);
    expect(settings?.minLiquidityUsd).toEqual({ n: 1000n, d: 1n });
    expect(dexSettings({ TVMSCAN_MIN_POOL_LIQUIDITY_USD: '2500.5' })?.minLiquidityUsd).toEqual({
      n: 25005n,
      d: 10n,
    });
    expect(dexSettings({})?.usdTokens).toEqual([]);
  });

  it('refuse a malformed USD token or minimum, naming the variable', () => {
    expect(() => dexSettings({ TVMSCAN_USD_TOKENS: '0:abc' })).toThrow(/TVMSCAN_USD_TOKENS/);
    expect(() => dexSettings({ TVMSCAN_MIN_POOL_LIQUIDITY_USD: '-5' })).toThrow(
      /TVMSCAN_MIN_POOL_LIQUIDITY_USD/,
    );
  });
});
