// Kysely table type of the verified contracts (migrations 0400-verified-contracts and 0800-verification
// are the source of truth). Same conventions as ./schema: the code hash is bytea, times int8 read back as strings.
import type { Generated, Insertable } from 'kysely';
import type { Bytes, Int8, Json } from './column-types';

/** One source file of a verified contract, as the verification service received it. */
export interface VerifiedSource {
  path: string;
  content: string;
}

/** How a code hash was proven (decision 0042). */
export type VerifiedBy = 'compiled' | 'attested';

export interface VerifiedContractsTable {
  code_hash: Bytes;
  contract_name: string;
  compiler_version: string;
  /** Null when the compiler needs no linker (FunC, Tolk, a single-step TVM Solidity compiler). */
  linker_version: string | null;
  /** The ABI JSON text exactly as verified; null for code that has none (FunC, Tolk without one sent). */
  abi: string | null;
  sources: Json<VerifiedSource[]>;
  /** The compiled StateInit (code and initial data) the service built, when it kept one. */
  tvc: Bytes | null;
  /** The verified code cell, a BOC (null on rows recorded before migration 0800). */
  code: Bytes | null;
  /** How the hash was proven: compiled here from the sources, or attested by the operator. */
  verified_by: Generated<VerifiedBy>;
  license: string | null;
  project_link: string | null;
  audit_url: string | null;
  /** Unix seconds. */
  verified_at: Int8;
}

export interface ContractTables {
  verified_contracts: VerifiedContractsTable;
}

declare module './schema' {
  interface Schema extends ContractTables {}
}

export type VerifiedContractRow = Insertable<VerifiedContractsTable>;
