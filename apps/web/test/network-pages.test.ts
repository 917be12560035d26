// URL parsing of the validators and config pages, when an open validators page asks for the elections
// status again, and which decoded parameters each config sub-page shows.
import type { RouteResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { CONFIG_SECTIONS, parseConfigSection, sectionParts } from '../src/slices/config/sections';
import { electionsRefreshMs, MAX_REFRESH_MS } from '../src/slices/validators/elections';
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

describe('elections status refresh (spec §4)', () => {
  type Elections = RouteResponse<'electionsState'>;
  // A round ending at 1180 whose elections open at 1060 and close at 1120; the server answered at 1000.
  const state = (now: number, status: Elections['status']): Elections => ({
    status,
    electionId: 1180,
    startsAt: 1060,
    endsAt: 1120,
    now,
    nextSetPublished: false,
    current: { utimeSince: 1000, utimeUntil: 1180, total: 4 },
  });
  const T = 5_000_000; // this clock when the answer arrived

  it('asks again a second after the next change of status, counted on the server clock', () => {
    expect(electionsRefreshMs(state(1050, 'waiting'), T, T)).toBe(11_000);
    // Four seconds later the wait is four seconds shorter, whatever this clock says the time is.
    expect(electionsRefreshMs(state(1050, 'waiting'), T, T + 4_000)).toBe(7_000);
    expect(electionsRefreshMs(state(1110, 'open'), T, T)).toBe(11_000);
    // Closed: the next change is the round's end, when the next election's window takes over.
    expect(electionsRefreshMs(state(1175, 'closed'), T, T)).toBe(6_000);
  });

  it('asks at least every 30 s, never more than once a second', () => {
    expect(electionsRefreshMs(state(1000, 'waiting'), T, T)).toBe(MAX_REFRESH_MS);
    expect(electionsRefreshMs(state(1200, 'closed'), T, T)).toBe(MAX_REFRESH_MS);
    expect(electionsRefreshMs(state(1059, 'waiting'), T, T + 5_000)).toBe(1_000);
    expect(electionsRefreshMs(undefined, 0, T)).toBe(MAX_REFRESH_MS);
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
