// Account states (spec §3) as the page shows them (spec §2): green when Active, red otherwise, labelled
// with the state's name. The shades keep white badge text at AA contrast (Mantine's darkest green
// does not, so green is its teal).
import type { AccountResponse } from '@tvmscan/api-schema';

export type AccountState = AccountResponse['state'];

export const stateColor = (state: AccountState): 'teal.9' | 'red.9' =>
  state === 'Active' ? 'teal.9' : 'red.9';
