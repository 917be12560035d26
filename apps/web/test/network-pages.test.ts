// URL parsing of the validators and config pages, and which decoded parameters each config sub-page shows.
import type { RouteResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { CONFIG_SECTIONS, parseConfigSection, sectionParts } from '../src/slices/config/sections';
import { parseValidatorsSearch } from '../src/slices/validators/sets';

type NetworkConfig = RouteResponse<'keyBlockConfig'>['data']['config'];

describe('validators page URL', () => {
  it('keeps previous and next in the URL and defaults anything else to the current set', () => {
    expect(parseValidatorsSearch({ set: 'previous' })).toEqual({ set: 'previous' });
    expect(parseValidatorsSearch({ set: 'next' })).toEqual({ set: 'next' });
    expect(parseValidatorsSearch({ set: 'current' })).toEqual({});
    expect(parseValidatorsSearch({ set: '<script>' })).toEqual({});
    expect(parseValidatorsSearch({})).toEqual({});
  });
});

describe('config sub-pages', () => {
  it('defaults to voting and rejects unknown sub-pages so the route redirects them', () => {
    expect(parseConfigSection(undefined)).toBe('voting');
    expect(parseConfigSection('gas')).toBe('gas');
    expect(parseConfigSection('Gas')).toBeNull();
    expect(parseConfigSection('unknown')).toBeNull();
  });

  it('shows on each sub-page the parameters it is named after', () => {
    const config = {
      votingSetup: { normalParams: 1 },
      mandatoryParams: [0, 1],
      criticalParams: [0],
      workchains: { '0': { enabled: true } },
      electorParams: { validatorsElectedFor: 600 },
      validatorCount: { maxMain: 4, max: 8, min: 3 },
      stakeParams: { minStake: '1' },
      storagePrices: [{ bitPrice: '1' }],
      blockCreationFees: { masterchainBlockFee: '1', basechainBlockFee: '2' },
      blockLimits: { masterchain: { a: 1 }, basechain: { b: 2 } },
      catchainParams: { c: 1 },
      consensusParams: { d: 1 },
      gasPrices: { masterchain: { gasPrice: '10' }, basechain: { gasPrice: '1' } },
      msgForwardPrices: { masterchain: { lumpPrice: '3' }, basechain: { lumpPrice: '4' } },
    } as unknown as NetworkConfig;
    const params = Object.fromEntries(
      CONFIG_SECTIONS.map((s) => [s, sectionParts(s, config).flatMap((p) => p.params)]),
    );
    expect(params).toEqual({
      voting: [11, 9, 10],
      workchains: [12],
      election: [15, 16],
      stake: [17],
      storage: [18],
      block: [14, 22, 23],
      catchain: [28],
      consensus: [29],
      gas: [20, 21],
      messages: [24, 25],
    });
    expect(sectionParts('gas', config).map((p) => p.value)).toEqual([{ gasPrice: '10' }, { gasPrice: '1' }]);
  });
});
