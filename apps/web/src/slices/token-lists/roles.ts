// What a visitor may do on a list's page (spec §2 "Token list detail", §6 list owner and manager): the
// owner edits the settings; the owner and managers add, remove and reorder tokens and answer proposals;
// any other signed-in user proposes. Nobody edits the built-in system list. The server enforces the
// same; these only decide which buttons show.
import type { TokenListRoleResponse } from '@tvmscan/api-schema';
import { SYSTEM_TOKEN_LIST } from '@tvmscan/api-schema/values';

/** The signed-in user's role, null for a visitor (or while it is being asked). */
export type ListRole = TokenListRoleResponse | null;

const manages = (role: ListRole) => role !== null && (role.is_owner || role.is_manager);

/** Add token for the owner and managers, Propose token for other signed-in users, neither on the system list. */
export function entryAction(listId: string, signedIn: boolean, role: ListRole): 'add' | 'propose' | null {
  if (listId === SYSTEM_TOKEN_LIST || !signedIn || role === null) return null;
  return manages(role) ? 'add' : 'propose';
}

/** Remove, and Add or Decline on proposals. */
export const canManage = (listId: string, role: ListRole): boolean =>
  listId !== SYSTEM_TOKEN_LIST && manages(role);

/** Drag reordering: for managers, and only over the whole list (a search shows a part of it). */
export const canReorder = (listId: string, role: ListRole, search: string): boolean =>
  canManage(listId, role) && search.trim() === '';

/** List settings: the owner only. */
export const canEditSettings = (listId: string, role: ListRole): boolean =>
  listId !== SYSTEM_TOKEN_LIST && role !== null && role.is_owner;
