// The verification service's bodies (spec §3 "Compile request", "Contract info"; §7 "Verification
// service"). They keep the everscan verifier's snake_case shapes, so clients written for it work
// unchanged; the explorer's own by-code-hash route (./contracts) answers the same record camel-cased.
import { z } from 'zod';
import { BocBase64, Hash, isPlainText, PlainText, UnixTime } from './primitives';
import { COMPILER_LANGUAGES, VERIFY_LIMITS, VERIFY_SOURCE_TYPES } from './values';

/** An https URL of at most 127 characters (spec §9: URLs max 127). */
const HttpsUrl = z
  .string()
  .max(127, 'Field cannot be longer than 127 characters.')
  .refine((s) => {
    if (!isPlainText(s)) return false;
    try {
      return new URL(s).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https URL');

export const CompileSource = z.strictObject({
  path: PlainText.min(1).max(VERIFY_LIMITS.pathLength),
  content: PlainText.max(
    VERIFY_LIMITS.fileBytes,
    `a source file is at most ${VERIFY_LIMITS.fileBytes} characters`,
  ),
  source_type: z.enum(VERIFY_SOURCE_TYPES),
});

export const CompileRequest = z.strictObject({
  compiler: z.strictObject({
    /** A key of GET /supported/compilers (or /supported/solc). */
    version: z.string().min(1).max(128),
    flags: z.array(PlainText.max(VERIFY_LIMITS.flagLength)).max(VERIFY_LIMITS.flags).default([]),
  }),
  linker: z.strictObject({ version: z.string().min(1).max(128) }).nullish(),
  sources: z.array(CompileSource).min(1).max(VERIFY_LIMITS.files, `at most ${VERIFY_LIMITS.files} files`),
  license: PlainText.min(1).max(127),
  audit_url: HttpsUrl.nullish(),
  project_link: HttpsUrl.nullish(),
});
export type CompileRequest = z.infer<typeof CompileRequest>;

export const ToolOutput = z.object({ stdout: z.string(), stderr: z.string(), success: z.boolean() });
export type ToolOutput = z.infer<typeof ToolOutput>;

export const CompileResponse = z.object({
  compiled: z.array(
    z.object({
      contract_name: z.string(),
      code_hash: Hash,
      /** What the compiler produced: the code cell for FunC and Tolk, the StateInit for TVM Solidity. */
      tvc: BocBase64,
      success: z.boolean(),
    }),
  ),
  /** Target path → the hash a verification already proved. */
  already_verified: z.record(z.string(), Hash),
  failed_to_verify: z.record(
    z.string(),
    z.object({ compiler_output: ToolOutput, linker_output: ToolOutput.optional() }),
  ),
});
export type CompileResponse = z.infer<typeof CompileResponse>;

export const ContractInfo = z.object({
  code_hash: Hash,
  contract_name: z.string(),
  compiler_version: z.string(),
  linker_version: z.string().nullable(),
  /** The ABI as JSON (the verified text parsed), null when the contract has none. */
  abi: z.unknown().nullable(),
  sources: z.array(z.object({ path: z.string(), content: z.string() })),
  tvc: BocBase64.nullable(),
  code: BocBase64.nullable(),
  verified_by: z.enum(['compiled', 'attested']),
  license: z.string().nullable(),
  project_link: z.string().nullable(),
  audit_url: z.string().nullable(),
  verified_at: UnixTime,
  /** The account (by address) runs this code with a salt: matched after stripping it. */
  salted: z.boolean(),
});
export type ContractInfo = z.infer<typeof ContractInfo>;

export const ContractListRequest = z.strictObject({
  limit: z.number().int().min(1).max(VERIFY_LIMITS.listLimitMax),
  offset: z.number().int().min(0).max(VERIFY_LIMITS.listOffsetMax),
});
export const ContractListResponse = z.object({
  data: z.array(
    ContractInfo.pick({
      code_hash: true,
      contract_name: true,
      compiler_version: true,
      linker_version: true,
      verified_by: true,
      verified_at: true,
    }),
  ),
  total_count: z.number().int(),
});
export type ContractListResponse = z.infer<typeof ContractListResponse>;

export const SupportedCompiler = z.object({
  key: z.string(),
  language: z.enum(COMPILER_LANGUAGES),
  version: z.string(),
  /** False for an operator-declared binary that is missing or fails its checksum. */
  available: z.boolean(),
  /** The linker key this compiler needs, if any. */
  linker: z.string().nullable(),
});
export type SupportedCompiler = z.infer<typeof SupportedCompiler>;

/** POST /attest (operator API keys): a prebuilt contract imported as it is; the service computes the
 *  code hash from the TVC. */
export const AttestRequest = z.strictObject({
  contract_name: PlainText.min(1).max(127),
  /** ABI JSON text, or null. */
  abi: PlainText.max(VERIFY_LIMITS.fileBytes).nullable(),
  /** The StateInit (.tvc), base64. */
  tvc: z
    .string()
    .min(1)
    .max(VERIFY_LIMITS.fileBytes)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64'),
  sources: z
    .array(CompileSource.omit({ source_type: true }))
    .min(1)
    .max(VERIFY_LIMITS.files),
  compiler_version: PlainText.min(1).max(128),
  linker_version: PlainText.min(1).max(128).nullish(),
  license: PlainText.min(1).max(127).nullish(),
  project_link: HttpsUrl.nullish(),
});
export type AttestRequest = z.infer<typeof AttestRequest>;
