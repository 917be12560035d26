// Drag reordering of a list's tokens (spec §2 "Token list detail", §3 "Ordering entry"): a drag moves one
// token within the page shown; the page's positions stay the ones it had, handed out in the new order,
// and only the tokens whose position changed are sent (PUT /{id}/tokens/ordering).
import type { TokenListEntry, TokenOrderingRequest } from '@tvmscan/api-schema';

/** The page's rows with the one at `from` moved to `to`, each given its new position. */
export function moveEntry(rows: readonly TokenListEntry[], from: number, to: number): TokenListEntry[] {
  const positions = rows.map((row) => row.order).sort((a, b) => a - b);
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row);
  return moved.map((entry, i) => ({ ...entry, order: positions[i] }));
}

/** The ordering call for `next` against `before`: the tokens whose position changed. */
export function orderingOf(
  before: readonly TokenListEntry[],
  next: readonly TokenListEntry[],
): TokenOrderingRequest {
  const was = new Map(before.map((row) => [row.root_address, row.order]));
  return next
    .filter((row) => was.get(row.root_address) !== row.order)
    .map((row) => ({ order: row.order, root_address: row.root_address }));
}
