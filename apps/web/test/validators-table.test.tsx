// @vitest-environment jsdom
// The validators table and the elections summary show a validator's wallet, stake and bonuses and the
// set's totals when the elector's data gave them, and a dash for each where it did not; the stakes of an
// election in progress show with their own terms.
import type { RouteResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../src/shared/lib/format';
import { ParticipantsTable } from '../src/slices/validators/ElectionParticipants';
import { ElectionsSummary } from '../src/slices/validators/ValidatorsPage';
import { ValidatorsTable } from '../src/slices/validators/ValidatorsTable';
import { render } from './support/render';

type Validator = RouteResponse<'validatorsList'>['validators'][number];

const base = { adnlAddress: null, weight: '576460752303423488', weightPercent: '50.0000' };
const WALLET = `-1:${'7'.repeat(64)}`;
const withStake: Validator = {
  ...base,
  rank: 1,
  publicKey: 'a'.repeat(64),
  address: WALLET,
  stake: '1234567890123456',
  bonuses: '42000000000',
};
const withoutStake: Validator = {
  ...base,
  rank: 2,
  publicKey: 'b'.repeat(64),
  address: null,
  stake: null,
  bonuses: null,
};

describe('validators table', () => {
  it('shows wallet, stake and bonuses when present, a dash for each when absent', async () => {
    const container = await render(
      <ValidatorsTable validators={[withStake, withoutStake]} emptyText="no set" />,
    );
    const rows = [...container.querySelectorAll('[data-testid=validator-row]')].map((row) =>
      [...row.querySelectorAll('td')].map((td) => td.textContent?.trim()),
    );
    expect(rows).toHaveLength(2);
    const [present, absent] = rows;
    expect(present[0]).toBe('1');
    expect(present[1]).toContain('-1:777');
    expect(present[3]).toBe('1,234,567.890123456 EVER');
    expect(present[4]).toBe('42 EVER');
    expect(present[5]).toBe('50.0000%');
    expect([absent[1], absent[3], absent[4]]).toEqual(['—', '—', '—']);
    const link = container.querySelector(`a[href="/accounts/${WALLET}"]`);
    expect(link, 'the wallet links to its account').not.toBeNull();
  });

  it('says the set is empty instead of drawing an empty table', async () => {
    const container = await render(<ValidatorsTable validators={[]} emptyText="No next set yet" />);
    expect(container.querySelector('[data-testid=validators-empty]')?.textContent).toBe('No next set yet');
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('participants table', () => {
  it("shows each stake with its wallet, the stake's max factor and when it was made", async () => {
    const stakedAt = 1_700_000_070;
    const container = await render(
      <ParticipantsTable
        participants={[
          {
            publicKey: 'c'.repeat(64),
            stake: '50000000000000',
            maxFactor: 2.5,
            address: WALLET,
            adnlAddress: 'd'.repeat(64),
            stakedAt,
          },
        ]}
      />,
    );
    const cells = [...container.querySelectorAll('[data-testid=participant-row] td')].map((td) =>
      td.textContent?.trim(),
    );
    expect(cells[0]).toContain('-1:777');
    expect(cells[1]).toContain('ccccccc');
    expect(cells.slice(2)).toEqual(['50,000 EVER', '×2.5', formatDateTime(stakedAt, { lang: 'en' })]);
    expect(container.querySelector(`a[href="/accounts/${WALLET}"]`)).not.toBeNull();
  });
});

describe('elections summary', () => {
  const state = {
    status: 'open' as const,
    electionId: 1_700_000_180,
    startsAt: 1_700_000_060,
    endsAt: 1_700_000_120,
    now: 1_700_000_100,
    nextSetPublished: false,
    current: { utimeSince: 1_700_000_000, utimeUntil: 1_700_000_180, total: 4 },
  };
  const bonuses = (totalStake: string | null, totalBonuses: string | null) => ({
    electionId: 1_700_000_180,
    totalStake,
    totalBonuses,
    totalWeight: '1152921504606846976',
    validators: 4,
  });
  const text = (c: HTMLElement, testId: string) => c.querySelector(`[data-testid=${testId}]`)?.textContent;

  it("shows the set's total stake and bonuses when the elector's data gave them", async () => {
    const c = await render(<ElectionsSummary />, [
      [['electionsState'], state],
      [['electionsBonuses'], bonuses('350000000000000', '1250000000')],
    ]);
    expect(text(c, 'total-stake')).toBe('350,000 EVER');
    expect(text(c, 'total-bonuses')).toBe('1.25 EVER');
    // In this machine's time zone, as the page shows it.
    expect(text(c, 'elections-status')).toBe(`Open until ${formatDateTime(state.endsAt, { lang: 'en' })}`);
  });

  it('shows a dash for totals the elector did not give', async () => {
    const c = await render(<ElectionsSummary />, [
      [['electionsState'], state],
      [['electionsBonuses'], bonuses(null, null)],
    ]);
    expect(text(c, 'total-stake')).toBe('—');
    expect(text(c, 'total-bonuses')).toBe('—');
  });
});
