// Contract data (spec §7 "get contract fields", "compute the expected address"): the fields of a
// contract's stored data as its ABI names them, and the address a contract would be deployed at from
// its TVC, its ABI's initial data and a public key. A deployed contract's own fields seed the initial
// data, so the form opens on the values that should give back the account's own address.
import { errorText } from '../../shared/lib/error-text';
import type { AbiParam, FieldValue } from './abi-fields';
import { defaultValue } from './abi-fields';
import type { Nekoton } from './nekoton';

type Nt = typeof Nekoton;

/** The contract's fields, or the text of why they could not be read (spec §8: the section shows it). */
export type FieldsReading = { fields: { [name: string]: FieldValue } } | { error: string };

/**
 * Reads the account's data with the ABI's `fields`. Partial: a data cell longer than the ABI says (a
 * newer build) still gives the fields the ABI knows.
 */
export function readContractFields(nt: Nt, accountBoc: string, abi: string): FieldsReading {
  try {
    const stuff = nt.parseFullAccountBoc(accountBoc);
    if (!stuff) return { error: 'The account has no state' };
    const fields = nt.unpackContractFields(abi, stuff.boc, true);
    if (!fields) return { error: 'The account is not active' };
    return { fields: fields as { [name: string]: FieldValue } };
  } catch (e) {
    return { error: errorText(e) };
  }
}

/** The ABI's initial data: the static variables fixed at deployment, which the address depends on. */
export function initParams(abi: string): AbiParam[] {
  const parsed = JSON.parse(abi) as { data?: { name: string; type: string; components?: AbiParam[] }[] };
  return (parsed.data ?? []).map(({ name, type, components }) => ({ name, type, components }));
}

/** Each initial-data value from the contract's field of the same name, else its type's default. */
export function initDefaults(
  params: readonly AbiParam[],
  fields: { [name: string]: FieldValue } | null,
): { [name: string]: FieldValue } {
  return Object.fromEntries(params.map((p) => [p.name, fields?.[p.name] ?? defaultValue(p)]));
}

/** The `_pubkey` field Solidity contracts keep, as the 64 hex digits the address takes; null when none. */
export function publicKeyOf(fields: { [name: string]: FieldValue } | null): string | null {
  const value = fields?._pubkey;
  if (typeof value !== 'string') return null;
  const hex = BigInt(value).toString(16).padStart(64, '0');
  return /^0+$/.test(hex) ? null : hex;
}

export const PUBLIC_KEY_RE = /^[0-9a-fA-F]{64}$/;

export interface AddressRequest {
  tvc: string;
  abi: string;
  workchain: number;
  /** 64 hex digits, or null for a contract deployed without one. */
  publicKey: string | null;
  initData: { [name: string]: FieldValue };
}

/** The address the TVC deploys to with this initial data and key (raw `wc:hex`); throws nekoton's words. */
export function expectedAddress(nt: Nt, request: AddressRequest): string {
  return nt.getExpectedAddress(
    request.tvc,
    request.abi,
    request.workchain,
    request.publicKey,
    request.initData as Parameters<Nt['getExpectedAddress']>[4],
  ).address;
}
