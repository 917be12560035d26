import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  validators: {
    title: 'Validators',
    sets: { previous: 'Previous', current: 'Current', next: 'Next' },
    noSet: {
      previous: 'No previous validator set in the newest config.',
      current: 'No current validator set in the newest config.',
      next: 'No next validator set: it is published when elections elect one.',
    },
    summary: {
      period: 'Elections period',
      totalStake: 'Total stake',
      totalBonuses: 'Total bonuses',
      status: 'Elections status',
    },
    status: {
      waiting: 'Waiting, elections open at {{time}}',
      open: 'Open until {{time}}',
      closed: 'Closed',
    },
    participants: {
      caption:
        'Election in progress: the stakes made so far, largest first. The next set is elected from them when the elections close.',
      none: 'No stakes yet in the election in progress.',
    },
    columns: {
      rank: 'Rank',
      address: 'Validator address',
      publicKey: 'Public key',
      stake: 'Stake',
      bonuses: 'Bonuses',
      weight: 'Weight',
      maxFactor: 'Max factor',
      stakedAt: 'Staked at',
    },
  },
};
