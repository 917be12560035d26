// Kysely table type of the verified contracts (migrations/0400-verified-contracts.ts is the source of
// truth). Same conventions as ./schema: the code hash is bytea, times int8 read back as strings.
import type { Insertable } from 'kysely';
import type { Bytes, Int8, Json } from './column-types';

/** One source file of a verified contract, as the verification service received it. */
export interface VerifiedSource {
  path: string;
  content: string;
}

export interface VerifiedContractsTable {
  code_hash: Bytes;
  contract_name: string;
  compiler_version: string;
  linker_version: string;
  /** The ABI JSON text exactly as verified. */
  abi: string;
  sources: Json<VerifiedSource[]>;
  /** The compiled StateInit (code and initial data) the service built, when it kept one. */
  tvc: Bytes | null;
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
