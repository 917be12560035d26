// The elections status (spec §4): waiting until (end − start-before), open until (end − end-before),
// then closed; the API computes it at the time asked. The page asks again just after the next moment
// the status changes (the window's start or end, or the round's end, when the next election's window
// appears), and at least every 30 s, so an open page follows the elections without a reload.
import type { RouteResponse } from '@tvmscan/api-schema';
import { formatDateTime } from '../../shared/lib/format';

type Elections = RouteResponse<'electionsState'>;

const MIN_REFRESH_MS = 1_000;
export const MAX_REFRESH_MS = 30_000;
/** Past the boundary by this much, so the server's clock has certainly crossed it too. */
const SETTLE_MS = 1_000;

/**
 * Milliseconds until the status is worth asking for again. `state.now` is the server's time when it
 * answered, which was `fetchedAt` on this clock: boundaries are counted in server time from there.
 */
export function electionsRefreshMs(state: Elections | undefined, fetchedAt: number, now: number): number {
  if (!state) return MAX_REFRESH_MS;
  const serverNow = state.now + (now - fetchedAt) / 1000;
  const next = [state.startsAt, state.endsAt, state.current.utimeUntil].filter((t) => t > state.now);
  if (next.length === 0) return MAX_REFRESH_MS;
  const wait = (Math.min(...next) - serverNow) * 1000 + SETTLE_MS;
  return Math.min(MAX_REFRESH_MS, Math.max(MIN_REFRESH_MS, Math.round(wait)));
}

export function electionsStatusText(
  state: Elections,
  t: (key: string, values?: Record<string, string>) => string,
  lang: string,
): string {
  switch (state.status) {
    case 'waiting':
      return t('validators.status.waiting', { time: formatDateTime(state.startsAt, { lang }) });
    case 'open':
      return t('validators.status.open', { time: formatDateTime(state.endsAt, { lang }) });
    default:
      return t('validators.status.closed');
  }
}
