// A verified contract by code hash (spec §3 "Contract info"): one primary-key lookup.
import type { VerifiedContract } from '@tvmscan/api-schema';
import type { Kysely } from 'kysely';
import { toBytes } from '../bytes';
import type { Schema } from '../schema';
import { hex, u32 } from './format';

export async function getVerifiedContract(
  db: Kysely<Schema>,
  codeHash: string,
): Promise<VerifiedContract | null> {
  const r = await db
    .selectFrom('verified_contracts')
    .selectAll()
    .where('code_hash', '=', toBytes(codeHash))
    .executeTakeFirst();
  if (!r) return null;
  return {
    codeHash: hex(r.code_hash),
    contractName: r.contract_name,
    compilerVersion: r.compiler_version,
    linkerVersion: r.linker_version,
    abi: r.abi,
    sources: r.sources,
    tvc: r.tvc ? r.tvc.toString('base64') : null,
    license: r.license,
    projectLink: r.project_link,
    auditUrl: r.audit_url,
    verifiedAt: u32(r.verified_at),
  };
}
