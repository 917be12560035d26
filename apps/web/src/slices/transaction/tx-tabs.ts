// Transaction page tabs (spec §2): messages (default), token operations, fees, the final state and the
// diagram always; a phase tab only when that phase exists in the transaction.
import type { TransactionResponse } from '@tvmscan/api-schema';

export const PHASE_TABS = {
  'storage-ph': 'storage',
  'credit-ph': 'credit',
  'compute-ph': 'compute',
  'action-ph': 'action',
  'bounce-ph': 'bounce',
} as const satisfies Record<string, keyof TransactionResponse>;

export type PhaseTab = keyof typeof PHASE_TABS;
export type TxTab = 'messages' | 'token-operations' | 'fees' | PhaseTab | 'final-ph' | 'diagram';

export function availableTxTabs(tx: TransactionResponse): TxTab[] {
  const phases = (Object.keys(PHASE_TABS) as PhaseTab[]).filter((tab) => tx[PHASE_TABS[tab]] !== null);
  return ['messages', 'token-operations', 'fees', ...phases, 'final-ph', 'diagram'];
}

export function resolveTxTab(requested: string | undefined, available: readonly TxTab[]): TxTab {
  return available.find((tab) => tab === requested) ?? 'messages';
}
const SUB_TABS = [
  'graph',
  'messages',
  'transactions',
  'events',
  'transactions/total-fees',
  'transactions/errors',
  'transactions/warnings',
] as const;
/** The diagram's sub-tabs, by their paths under /transactions/{hash}/diagram/ (spec §2). */
export type DiagramSubTab = (typeof SUB_TABS)[number];

/** The sub-tab a path under …/diagram/ names; the graph for none or an unknown one. */
export const resolveDiagramTab = (path: string | undefined): DiagramSubTab =>
  SUB_TABS.find((tab) => tab === path?.replace(/\/+$/, '')) ?? 'graph';
