// The account's main details (spec §2 "Account page"): address and its friendly forms, state, balance,
// times, creator, code hash; "Show more" expands the storage statistics and the TVC download, which come
// from the account state and are fetched on the first expansion only.
import { Badge, Button, Card, Collapse, Skeleton } from '@mantine/core';
import type { AccountResponse } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatCount, formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import { AccountMono, Mono } from '../../shared/ui/Mono';
import { stateColor } from './account-state';
import { ADDRESS_FORMATS, addressFormats } from './address-formats';
import { useAccountState } from './hooks';
import { TvcDownload } from './TvcDownload';

export function AccountStateBadge({ state }: { state: AccountResponse['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={stateColor(state)} variant="filled" data-testid="account-state" data-state={state}>
      {t(`account.states.${state}`)}
    </Badge>
  );
}

export function AccountDetailsCard({ account }: { account: AccountResponse }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const f = (key: string) => t(`account.fields.${key}`);
  const date = (unix: number | null) => (unix === null ? '—' : formatDateTime(unix, { lang: i18n.language }));
  const formats = addressFormats(account.address);
  const main: DetailItem[] = [
    { label: f('address'), value: <Mono value={account.address} testId="account-address" /> },
    ...ADDRESS_FORMATS.map((format) => ({
      label: f(`formats.${format}`),
      value: formats ? <Mono value={formats[format]} testId={`account-${format}`} /> : '—',
    })),
    { label: f('state'), value: <AccountStateBadge state={account.state} /> },
    {
      label: f('balance'),
      value: account.balance === null ? '—' : <Amount nano={account.balance} testId="account-balance" />,
    },
    { label: f('createdAt'), value: date(account.createdAt), testId: 'account-created' },
    { label: f('updatedAt'), value: date(account.updatedAt), testId: 'account-updated' },
    {
      label: f('creator'),
      value: <AccountMono address={account.creatorAddress} testId="account-creator" />,
    },
    {
      label: f('codeHash'),
      value: account.codeHash ? <Mono value={account.codeHash} testId="account-code-hash" /> : '—',
    },
  ];
  return (
    <Card withBorder padding="md" id="details">
      <DetailList items={main} />
      <Collapse expanded={expanded}>{opened ? <StateDetails address={account.address} /> : null}</Collapse>
      <Button
        variant="subtle"
        size="xs"
        mt="xs"
        aria-expanded={expanded}
        data-testid="show-more"
        onClick={() => {
          setOpened(true);
          setExpanded((e) => !e);
        }}
      >
        {expanded ? t('common.showLess') : t('common.showMore')}
      </Button>
    </Card>
  );
}

/** The expandable section: storage statistics and the TVC, from the account state. */
function StateDetails({ address }: { address: string }) {
  const { t, i18n } = useTranslation();
  const state = useAccountState(address, true);
  const f = (key: string) => t(`account.fields.${key}`);
  if (state.isPending) return <Skeleton height={120} />;
  const s = state.data ?? null;
  const stat = s?.storageStat ?? null;
  const items: DetailItem[] = [
    {
      label: f('storageLastPaid'),
      value: stat ? formatDateTime(stat.lastPaid, { lang: i18n.language }) : '—',
      testId: 'account-last-paid',
    },
    {
      label: f('storageDuePayment'),
      value: stat?.duePayment ? <Amount nano={stat.duePayment} /> : '—',
    },
    {
      label: f('storageBits'),
      value: stat ? `${formatCount(stat.used.bits)} (${formatBytes(Number(stat.used.bits) / 8)})` : '—',
      testId: 'account-storage-bits',
    },
    {
      label: f('storageCells'),
      value: stat ? formatCount(stat.used.cells) : '—',
      testId: 'account-storage-cells',
    },
    {
      label: f('storagePublicCells'),
      value: stat?.used.publicCells ? formatCount(stat.used.publicCells) : '—',
    },
    {
      label: f('tvc'),
      value: s?.codeBoc ? <TvcDownload address={address} codeBoc={s.codeBoc} dataBoc={s.dataBoc} /> : '—',
    },
  ];
  return <DetailList items={items} />;
}
