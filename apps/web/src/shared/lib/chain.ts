// Chain constants and URL builders shared by pages; ids go into URLs exactly as the API returns them.
import { shorten } from './address';

export const MASTERCHAIN = -1;
export const MASTERCHAIN_SHARD = '8000000000000000';
/** The elector contract's fixed masterchain address (the main page hides its traffic by default). */
export const ELECTOR_ADDRESS = `-1:${'3'.repeat(64)}`;

/** Spec §3 enumerations, in the order filters offer them. */
export { MESSAGE_TYPES, TRANSACTION_TYPES } from '@tvmscan/api-schema/values';

export const blockUrl = (rootHash: string): string => `/blocks/${rootHash}`;
export const blockNumberUrl = (workchain: number, shard: string, seqno: number): string =>
  `/blocks/${workchain}/${shard}/${seqno}`;
export const transactionUrl = (hash: string): string => `/transactions/${hash}`;
export const messageUrl = (hash: string): string => `/messages/${hash}`;
export const accountUrl = (address: string): string => `/accounts/${address}`;
export const tokenUrl = (rootAddress: string): string => `/tokens/${rootAddress}`;

/** "wc:shardprefix:seqno" as the spec shows block ids, shard trimmed of trailing zeros. */
export function blockLabel(workchain: number, shard: string, seqno: number): string {
  const prefix = shard.replace(/0+$/, '') || '0';
  return `${workchain}:${prefix}:${seqno}`;
}

export const shortHash = (hash: string, keep = 9): string => shorten(hash, keep);
