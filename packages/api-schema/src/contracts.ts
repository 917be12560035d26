// Verified contracts in the Explorer API (spec §3 "Contract info"): what the contract-verification
// service recorded for a code hash. The account page reads it for the verified badge and gives its ABI
// to the contract executor; the contracts pages (spec §2 "Contracts") will read the same shape.
import { z } from 'zod';
import { BocBase64, Hash, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints } from './values';

export const VerifiedContract = z.object({
  codeHash: Hash,
  contractName: z.string(),
  compilerVersion: z.string(),
  linkerVersion: z.string(),
  /** The ABI JSON text exactly as verified: what nekoton and other ABI tools take. */
  abi: z.string().meta({ description: 'ABI JSON text, as verified' }),
  sources: z.array(z.object({ path: z.string(), content: z.string() })),
  /** StateInit (code and initial data) the service compiled, when it kept one. */
  tvc: BocBase64.nullable(),
  license: z.string().nullable(),
  projectLink: z.string().nullable(),
  auditUrl: z.string().nullable(),
  verifiedAt: UnixTime,
});
export const VerifiedContractParams = z.strictObject({ codeHash: Hash });

export type VerifiedContract = z.infer<typeof VerifiedContract>;

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
