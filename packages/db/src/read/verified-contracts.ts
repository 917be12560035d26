// Verified contracts (spec §3 "Contract info"): one by code hash (a primary-key lookup), and the list of
// spec §2 "Contracts", newest first by the verified_contracts_newest index with its total from the
// counter the write path keeps (migration 0800), so no request counts the table.
import type { VerifiedContract, VerifiedContractSummary } from '@tvmscan/api-schema';
import type { Kysely } from 'kysely';
import { toBytes } from '../bytes';
import type { Schema } from '../schema';
import { hex, u32 } from './format';

const base64OrNull = (b: Uint8Array | null): string | null => (b ? Buffer.from(b).toString('base64') : null);

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
    tvc: base64OrNull(r.tvc),
    code: base64OrNull(r.code),
    verifiedBy: r.verified_by,
    license: r.license,
    projectLink: r.project_link,
    auditUrl: r.audit_url,
    verifiedAt: u32(r.verified_at),
  };
}

/** One page of verified contracts, newest first, and how many there are in all. `offset` is bounded by
 *  the caller's schema: the page is read by walking the index, so a far offset costs what it skips. */
export async function listVerifiedContracts(
  db: Kysely<Schema>,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ data: VerifiedContractSummary[]; total: number }> {
  const [rows, counter] = await Promise.all([
    db
      .selectFrom('verified_contracts')
      .select([
        'code_hash',
        'contract_name',
        'compiler_version',
        'linker_version',
        'verified_by',
        'verified_at',
      ])
      .orderBy('verified_at', 'desc')
      .orderBy('code_hash', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('stats_counters')
      .select('value')
      .where('name', '=', 'verified_contracts')
      .executeTakeFirst(),
  ]);
  return {
    data: rows.map((r) => ({
      codeHash: hex(r.code_hash),
      contractName: r.contract_name,
      compilerVersion: r.compiler_version,
      linkerVersion: r.linker_version,
      verifiedBy: r.verified_by,
      verifiedAt: u32(r.verified_at),
    })),
    total: counter ? Number(counter.value) : 0,
  };
}
