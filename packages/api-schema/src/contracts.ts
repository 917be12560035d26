// Verified contracts in the Explorer API (spec §3 "Contract info"): what the contract-verification
// service recorded for a code hash. The account page reads it for the verified badge and gives its ABI
// to the contract executor; the contracts pages (spec §2 "Contracts") will read the same shape.
import { z } from 'zod';
import { BocBase64, Hash, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints } from './values';

export const VerifiedBy = z
  .enum(['compiled', 'attested'])
  .meta({ description: 'compiled here from the sources, or attested by the operator (decision 0042)' });

export const VerifiedContract = z.object({
  codeHash: Hash,
  contractName: z.string(),
  /** The compiler's key, e.g. func@0.4.6-wasmfix.debugger.1 or tolk@1.3.0. */
  compilerVersion: z.string(),
  /** Null when the compiler needs no linker. */
  linkerVersion: z.string().nullable(),
  /** The ABI JSON text exactly as verified: what nekoton and other ABI tools take; null when the
   *  contract has none (FunC or Tolk sent without one). */
  abi: z.string().nullable().meta({ description: 'ABI JSON text, as verified' }),
  sources: z.array(z.object({ path: z.string(), content: z.string() })),
  /** StateInit (code and initial data) the service compiled, when it kept one. */
  tvc: BocBase64.nullable(),
  /** The verified code cell (null on records made before the verification service kept it). */
  code: BocBase64.nullable(),
  verifiedBy: VerifiedBy,
  license: z.string().nullable(),
  projectLink: z.string().nullable(),
  auditUrl: z.string().nullable(),
  verifiedAt: UnixTime,
});
export const VerifiedContractParams = z.strictObject({ codeHash: Hash });

export type VerifiedContract = z.infer<typeof VerifiedContract>;

/** A row of the contracts list (spec §2 "Contracts"): code hash, name, compiler, linker. */
export const VerifiedContractSummary = VerifiedContract.pick({
  codeHash: true,
  contractName: true,
  compilerVersion: true,
  linkerVersion: true,
  verifiedBy: true,
  verifiedAt: true,
});
export type VerifiedContractSummary = z.infer<typeof VerifiedContractSummary>;

export const contractRoutes = {
  verifiedContract: {
    ...endpoints.verifiedContract,
    tag: 'explorer',
    summary: 'The verified contract of a code hash: name, compiler, linker, ABI and sources',
    params: VerifiedContractParams,
    response: VerifiedContract,
    notFound: true,
  },
} as const satisfies Record<string, RouteDef>;
