export { type AllowList, emptyAllowList, parseAllowList } from './address-policy';
export {
  FETCH_LIMITS,
  type FetchedJson,
  type FetchRefusal,
  fetchJson,
  type Resolve,
  SafeFetchError,
  type SafeFetchOptions,
} from './fetch-json';
