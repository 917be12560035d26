// Contract info (spec §3, §7 `/info/...`): the verified record of a code hash, or of the code an
// account runs. An account whose code is TVM Solidity code with a salt (NFTs salted with their
// collection, indexes salted with their owner…) is matched by its code with the salt stripped, and the
// answer says "salted". The record is read by the same function as the explorer's by-code-hash route;
// only its spelling differs (the everscan verifier's snake_case).
import type { ContractInfo, VerifiedContract } from '@tvmscan/api-schema';
import { type Cell, CodecError, loadAccount, readBoc } from '@tvmscan/codec';
import { type Database, getAccount, getAccountStateBoc, getVerifiedContract } from '@tvmscan/db';
import { splitCodeSalt } from './salt';

function toInfo(v: VerifiedContract, salted: boolean): ContractInfo {
  return {
    code_hash: v.codeHash,
    contract_name: v.contractName,
    compiler_version: v.compilerVersion,
    linker_version: v.linkerVersion,
    abi: v.abi === null ? null : JSON.parse(v.abi),
    sources: v.sources,
    tvc: v.tvc,
    code: v.code,
    verified_by: v.verifiedBy,
    license: v.license,
    project_link: v.projectLink,
    audit_url: v.auditUrl,
    verified_at: v.verifiedAt,
    salted,
  };
}

export async function infoByCodeHash(database: Database, codeHash: string): Promise<ContractInfo | null> {
  const v = await getVerifiedContract(database.db, codeHash);
  return v ? toInfo(v, false) : null;
}

/** The code cell of an account's latest indexed state, when the index holds one. */
async function accountCode(database: Database, address: string) {
  const state = await getAccountStateBoc(database.db, address);
  if (!state?.boc) return null;
  try {
    const account = loadAccount(readBoc(new Uint8Array(state.boc))[0]);
    const s = account?.storage.state;
    return s?.kind === 'active' ? s.stateInit.code : null;
  } catch (e) {
    if (e instanceof CodecError) return null;
    throw e;
  }
}

/** The verified record of `code` with its TVM Solidity salt stripped, if it carries one. */
export async function infoBySaltedCode(database: Database, code: Cell): Promise<ContractInfo | null> {
  const unsalted = splitCodeSalt(code);
  if (!unsalted) return null;
  const v = await getVerifiedContract(database.db, unsalted.code.hashHex());
  return v ? toInfo(v, true) : null;
}

/** The verified record of the code `address` runs, its salt stripped when that is what matches. */
export async function infoByAddress(database: Database, address: string): Promise<ContractInfo | null> {
  const account = await getAccount(database.db, address);
  if (!account?.codeHash) return null;
  const direct = await getVerifiedContract(database.db, account.codeHash);
  if (direct) return toInfo(direct, false);
  const code = await accountCode(database, address);
  return code ? infoBySaltedCode(database, code) : null;
}
