// The network config page's sub-pages (spec route table): each shows the decoded parameters it is named
// after. voting is the default; any other path segment redirects to it.
import type { RouteResponse } from '@tvmscan/api-schema';

export type NetworkConfig = RouteResponse<'keyBlockConfig'>['data']['config'];

export const CONFIG_SECTIONS = [
  'voting',
  'workchains',
  'election',
  'stake',
  'storage',
  'block',
  'catchain',
  'consensus',
  'gas',
  'messages',
] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];
export const DEFAULT_SECTION: ConfigSection = 'voting';

export function parseConfigSection(value: string | undefined): ConfigSection | null {
  if (value === undefined) return DEFAULT_SECTION;
  return (CONFIG_SECTIONS as readonly string[]).includes(value) ? (value as ConfigSection) : null;
}

/** One block of a sub-page: the config parameter numbers it comes from and its decoded value. */
export interface SectionPart {
  params: readonly number[];
  /** i18n key under config.parts */
  titleKey: string;
  value: unknown;
}

/** What each sub-page shows, taken from the decoded config. */
export function sectionParts(section: ConfigSection, c: NetworkConfig): SectionPart[] {
  switch (section) {
    case 'voting':
      return [
        { params: [11], titleKey: 'votingSetup', value: c.votingSetup },
        { params: [9], titleKey: 'mandatoryParams', value: c.mandatoryParams },
        { params: [10], titleKey: 'criticalParams', value: c.criticalParams },
      ];
    case 'workchains':
      return [{ params: [12], titleKey: 'workchains', value: c.workchains }];
    case 'election':
      return [
        { params: [15], titleKey: 'electorParams', value: c.electorParams },
        { params: [16], titleKey: 'validatorCount', value: c.validatorCount },
      ];
    case 'stake':
      return [{ params: [17], titleKey: 'stakeParams', value: c.stakeParams }];
    case 'storage':
      return [{ params: [18], titleKey: 'storagePrices', value: c.storagePrices }];
    case 'block':
      return [
        { params: [14], titleKey: 'blockCreationFees', value: c.blockCreationFees },
        { params: [22], titleKey: 'masterchainBlockLimits', value: c.blockLimits.masterchain },
        { params: [23], titleKey: 'basechainBlockLimits', value: c.blockLimits.basechain },
      ];
    case 'catchain':
      return [{ params: [28], titleKey: 'catchainParams', value: c.catchainParams }];
    case 'consensus':
      return [{ params: [29], titleKey: 'consensusParams', value: c.consensusParams }];
    case 'gas':
      return [
        { params: [20], titleKey: 'masterchainGasPrices', value: c.gasPrices.masterchain },
        { params: [21], titleKey: 'basechainGasPrices', value: c.gasPrices.basechain },
      ];
    case 'messages':
      return [
        { params: [24], titleKey: 'masterchainMsgForwardPrices', value: c.msgForwardPrices.masterchain },
        { params: [25], titleKey: 'basechainMsgForwardPrices', value: c.msgForwardPrices.basechain },
      ];
  }
}
