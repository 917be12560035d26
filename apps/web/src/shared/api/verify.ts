// The client of the verification service (spec §7 "Verification service", apps/verify/README.md). It is
// not in the Explorer API's route table: it lives at the deployment's `services.verificationApi` (GET
// /api/config; `/api/verify` by default) and keeps the everscan verifier's snake_case bodies, whose types
// come from api-schema. Failures throw the shared client's ApiError, so 404 reads as not-found. Shared
// because the account page asks it too (a salted code's verified build).
import type { ContractInfo } from '@tvmscan/api-schema';
import { VERIFY_BASE } from '@tvmscan/api-schema/values';
import { serviceCall } from './client';

/** A call of the verification service: GET without a body, POST with one. */
export const verifyCall = <T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> =>
  serviceCall<T>('verificationApi', VERIFY_BASE, path, { body, signal });

/** Contract info by id (a normalized code hash or raw address). */
export const fetchContractInfo = (id: string, signal?: AbortSignal): Promise<ContractInfo> =>
  verifyCall<ContractInfo>(`/info/${encodeURIComponent(id)}`, undefined, signal);
