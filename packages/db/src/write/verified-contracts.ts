// Records a verified contract (spec §3 "Contract info") — the write side the contract-verification
// service calls once it has reproduced a code hash from sources (or the operator attested a build). The
// first verification of a code hash stands, with one exception (decision 0042): a compile replaces an
// attestation, because sources compiled here prove more than a build taken on trust. Anything else for
// a hash already verified changes nothing and says so (the service answers "already verified"). Input
// is checked here too, because a row the explorer cannot use (an ABI that is not an ABI, a NUL
// PostgreSQL text cannot hold) must never be half-written.
import type { Kysely } from 'kysely';
import { toBytes } from '../bytes';
import type { VerifiedBy, VerifiedSource } from '../contract-schema';
import type { Schema } from '../schema';

export interface VerifiedContractInput {
  /** 64 hex digits: the hash of the code every account running this contract has. */
  codeHash: string;
  contractName: string;
  compilerVersion: string;
  /** Null when the compiler needs no linker. */
  linkerVersion: string | null;
  /** The ABI JSON text as verified; null when the contract has none. */
  abi: string | null;
  sources: readonly VerifiedSource[];
  tvc?: Uint8Array | null;
  /** The code cell as a BOC. */
  code?: Uint8Array | null;
  /** Default 'compiled'. */
  verifiedBy?: VerifiedBy;
  license?: string | null;
  projectLink?: string | null;
  auditUrl?: string | null;
  /** Unix seconds. */
  verifiedAt: number;
}

export class VerifiedContractError extends TypeError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'VerifiedContractError';
  }
}

const HASH_RE = /^[0-9a-f]{64}$/;

function checkText(field: string, value: string | null | undefined, required: boolean): void {
  if (value === null || value === undefined || value === '') {
    if (required) throw new VerifiedContractError(field, 'is required');
    return;
  }
  if (value.includes('\u0000')) throw new VerifiedContractError(field, 'contains a NUL character');
}

/** An ABI the executor can use: a JSON object whose `functions` is a list. */
export function checkAbi(text: string | null): void {
  if (text === null) return;
  checkText('abi', text, true);
  let abi: unknown;
  try {
    abi = JSON.parse(text);
  } catch {
    throw new VerifiedContractError('abi', 'is not JSON');
  }
  const functions = (abi as { functions?: unknown } | null)?.functions;
  if (typeof abi !== 'object' || abi === null || Array.isArray(abi) || !Array.isArray(functions))
    throw new VerifiedContractError('abi', 'is not an ABI (an object with a functions list)');
}

export function checkVerifiedContract(c: VerifiedContractInput): void {
  if (!HASH_RE.test(c.codeHash))
    throw new VerifiedContractError('codeHash', 'must be 64 lowercase hex digits');
  checkText('contractName', c.contractName, true);
  checkText('compilerVersion', c.compilerVersion, true);
  checkText('linkerVersion', c.linkerVersion, false);
  checkAbi(c.abi);
  if (c.sources.length === 0) throw new VerifiedContractError('sources', 'needs at least one file');
  c.sources.forEach((s, i) => {
    checkText(`sources.${i}.path`, s.path, true);
    checkText(`sources.${i}.content`, s.content, false);
  });
  checkText('license', c.license, false);
  checkText('projectLink', c.projectLink, false);
  checkText('auditUrl', c.auditUrl, false);
  if (!Number.isInteger(c.verifiedAt) || c.verifiedAt < 0 || c.verifiedAt > 0xffffffff)
    throw new VerifiedContractError('verifiedAt', 'must be unix seconds');
}

/** What recording did: a new row, an attestation replaced by a compile, or nothing (already verified). */
export type RecordOutcome = 'recorded' | 'replaced' | 'already';

const COUNTER = 'verified_contracts';

/** Stores a verified contract, keeping the verified-contracts counter (spec §7 `/info/list`'s
 *  total_count) in the same transaction. */
export async function recordVerifiedContract(
  db: Kysely<Schema>,
  c: VerifiedContractInput,
): Promise<RecordOutcome> {
  checkVerifiedContract(c);
  const row = {
    code_hash: toBytes(c.codeHash),
    contract_name: c.contractName,
    compiler_version: c.compilerVersion,
    linker_version: c.linkerVersion || null,
    abi: c.abi,
    sources: JSON.stringify(c.sources.map(({ path, content }) => ({ path, content }))),
    tvc: c.tvc ?? null,
    code: c.code ?? null,
    verified_by: c.verifiedBy ?? 'compiled',
    license: c.license ?? null,
    project_link: c.projectLink ?? null,
    audit_url: c.auditUrl ?? null,
    verified_at: c.verifiedAt,
  };
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('verified_contracts')
      .select('verified_by')
      .where('code_hash', '=', row.code_hash)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      if (existing.verified_by !== 'attested' || row.verified_by !== 'compiled') return 'already';
      await trx.updateTable('verified_contracts').set(row).where('code_hash', '=', row.code_hash).execute();
      return 'replaced';
    }
    const inserted = await trx
      .insertInto('verified_contracts')
      .values(row)
      .onConflict((oc) => oc.column('code_hash').doNothing())
      .returning('code_hash')
      .executeTakeFirst();
    if (!inserted) return 'already';
    await trx
      .insertInto('stats_counters')
      .values({ name: COUNTER, value: 1 })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({ value: eb('stats_counters.value', '+', 1) })),
      )
      .execute();
    return 'recorded';
  });
}
