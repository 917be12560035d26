// /signin and /registration take the provider's interaction id as `?uid=` (apps/identity: the provider
// sends the browser there); anything else in the query is dropped.
import { IDENTITY_LIMITS } from '@tvmscan/api-schema/values';

const UID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function parseInteractionSearch(search: Record<string, unknown>): { uid?: string } {
  const uid = search.uid;
  return typeof uid === 'string' && uid.length <= IDENTITY_LIMITS.uidLength && UID_PATTERN.test(uid)
    ? { uid }
    : {};
}
