// Transaction page tabs (spec §2): messages (default) and fees always, a phase tab only when that
// phase exists in the transaction.
import type { TransactionResponse } from '@tvmscan/api-schema';

export const PHASE_TABS = {
  'storage-ph': 'storage',
  'credit-ph': 'credit',
  'compute-ph': 'compute',
  'action-ph': 'action',
  'bounce-ph': 'bounce',
} as const satisfies Record<string, keyof TransactionResponse>;

export type PhaseTab = keyof typeof PHASE_TABS;
export type TxTab = 'messages' | 'fees' | PhaseTab;

export function availableTxTabs(tx: TransactionResponse): TxTab[] {
  const phases = (Object.keys(PHASE_TABS) as PhaseTab[]).filter((tab) => tx[PHASE_TABS[tab]] !== null);
  return ['messages', 'fees', ...phases];
}

export function resolveTxTab(requested: string | undefined, available: readonly TxTab[]): TxTab {
  return available.find((tab) => tab === requested) ?? 'messages';
}
