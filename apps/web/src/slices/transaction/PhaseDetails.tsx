// One transaction phase as a field list. Labels are the TL-B field names (identifiers, the same in
// every language, as the spec lists block fields); amounts in nano units get the token formatting.
import type { TransactionResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../shared/ui/Amount';
import { type DetailItem, DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';

type Phase = NonNullable<TransactionResponse['storage' | 'credit' | 'compute' | 'action' | 'bounce']>;

// Phase fields that hold amounts of the native currency.
const AMOUNT_FIELDS = new Set([
  'storageFeesCollected',
  'storageFeesDue',
  'dueFeesCollected',
  'credit',
  'gasFees',
  'totalFwdFees',
  'totalActionFees',
  'reqFwdFees',
  'msgFees',
  'fwdFees',
]);

export function PhaseDetails({ phase, testId }: { phase: Phase; testId: string }) {
  const { t } = useTranslation();
  const items: DetailItem[] = Object.entries(phase).map(([key, value]) => {
    let shown: DetailItem['value'];
    if (value === null) shown = '—';
    else if (typeof value === 'boolean') shown = value ? t('common.yes') : t('common.no');
    else if (typeof value === 'string' && AMOUNT_FIELDS.has(key)) shown = <Amount nano={value} />;
    else if (typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)) shown = <Mono value={value} />;
    else if (typeof value === 'object')
      shown = Object.entries(value)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ');
    else shown = String(value);
    return { label: key, value: shown, testId: `${testId}-${key}` };
  });
  return <DetailList items={items} />;
}
