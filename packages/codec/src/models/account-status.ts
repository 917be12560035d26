// acc_state_uninit$00 = AccountStatus; acc_state_frozen$01 = AccountStatus;
// acc_state_active$10 = AccountStatus; acc_state_nonexist$11 = AccountStatus;
import type { Builder, Slice } from '../cell';
import { invalid } from './block-tlb';

const STATUSES = ['uninit', 'frozen', 'active', 'nonexist'] as const;
export type AccountStatus = (typeof STATUSES)[number];

export const loadAccountStatus = (s: Slice): AccountStatus => STATUSES[s.loadUint(2)];

export function storeAccountStatus(b: Builder, status: AccountStatus): void {
  const tag = STATUSES.indexOf(status);
  if (tag < 0) throw invalid('AccountStatus', `unknown account status "${status}"`);
  b.storeUint(tag, 2);
}
