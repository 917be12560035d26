// Spec §1: the service base addresses are per deployment. The client's paths are the default
// deployment's; serviceUrl moves them to the configured bases, and callApi reads the config first.
// The network is the boundary here: fetch is a recording stand-in that answers like the API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_CONFIG } from '../src/shared/config/deployment';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('service base addresses', () => {
  it('keeps the default paths, and moves them to configured bases', async () => {
    const { serviceUrl } = await import('../src/shared/api/client');
    expect(serviceUrl('/api/explorer/blocks/list', undefined)).toBe('/api/explorer/blocks/list');
    const services = {
      ...FALLBACK_CONFIG.services,
      explorerApi: 'https://explorer-api.example.org/v2/',
      tokensApi: '/tokens-api',
    };
    expect(serviceUrl('/api/explorer/blocks/list', services)).toBe(
      'https://explorer-api.example.org/v2/blocks/list',
    );
    expect(serviceUrl('/api/explorer/live', services)).toBe('https://explorer-api.example.org/v2/live');
    expect(serviceUrl('/api/tokens/v1/export/tokens.csv', services)).toBe('/tokens-api/v1/export/tokens.csv');
    // Only whole path segments are prefixes; the config itself is always same-origin.
    expect(serviceUrl('/api/explorers', services)).toBe('/api/explorers');
    expect(serviceUrl('/api/config', services)).toBe('/api/config');
  });

  it('reads the config once and sends every call to the base it names', async () => {
    const calls: string[] = [];
    const config = { ...FALLBACK_CONFIG, services: { ...FALLBACK_CONFIG.services, tokensApi: '/t' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const body = url === '/api/config' ? config : { ok: true };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const { callApi } = await import('../src/shared/api/client');
    await callApi('stats', undefined);
    await callApi('tokenRootByAddress', undefined, undefined, { address: '0:ab' });
    expect(calls).toEqual(['/api/config', '/api/explorer/stats', '/t/v1/root_contract/root_address/0%3Aab']);
  });

  it('falls back to the default bases when the config cannot be read, and asks again next time', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return url === '/api/config'
          ? new Response('down', { status: 503 })
          : new Response(JSON.stringify({}), { status: 200 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { callApi } = await import('../src/shared/api/client');
    await callApi('stats', undefined);
    await callApi('stats', undefined);
    expect(calls).toEqual(['/api/config', '/api/explorer/stats', '/api/config', '/api/explorer/stats']);
  });
});
