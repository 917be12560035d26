// Stored rows → wire values: bytea → lowercase hex, (workchain, bytea) → raw `wc:hex`, int8 strings →
// numbers where the value is a u32 (seqno, unix time), and the schema's lowercase enums → the API's.
import type { AccountState, MessageType, TransactionType } from '@tvmscan/api-schema';
import { toHex } from '../bytes';
import type { AccountStatus, MsgType, TxType } from '../schema';

export const hex = (b: Uint8Array): string => toHex(b);
export const hexOrNull = (b: Uint8Array | null): string | null => (b ? toHex(b) : null);

export const rawAddress = (workchain: number, address: Uint8Array): string =>
  `${workchain}:${toHex(address)}`;
export const rawAddressOrNull = (workchain: number | null, address: Uint8Array | null): string | null =>
  workchain === null || address === null ? null : rawAddress(workchain, address);

/** int8 that is a u32 on chain (seqno, unix time): safe as a JS number. */
export const u32 = (v: string | number): number => Number(v);
export const u32OrNull = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** Parses `wc:hex` (already validated by the API schema) into the stored key parts. */
export function parseRawAddress(raw: string): { workchain: number; address: Buffer } {
  const colon = raw.indexOf(':');
  return { workchain: Number(raw.slice(0, colon)), address: Buffer.from(raw.slice(colon + 1), 'hex') };
}

const ACCOUNT_STATES: Record<AccountStatus | 'deleted', AccountState> = {
  uninit: 'Uninit',
  frozen: 'Frozen',
  active: 'Active',
  nonexist: 'NonExist',
  deleted: 'Deleted',
};
export const accountState = (s: AccountStatus | 'deleted'): AccountState => ACCOUNT_STATES[s] ?? 'NonExist';

const MESSAGE_TYPES: Record<MsgType, MessageType> = {
  internal: 'Internal',
  externalIn: 'ExternalIn',
  externalOut: 'ExternalOut',
};
export const messageType = (t: MsgType): MessageType => MESSAGE_TYPES[t];
export const storedMessageType = (t: MessageType): MsgType =>
  (Object.keys(MESSAGE_TYPES) as MsgType[]).find((k) => MESSAGE_TYPES[k] === t)!;

/** The API folds tick and tock into TickTock (spec §3) and says which in `tickTock`. */
export function transactionType(t: TxType): { txType: TransactionType; tickTock: 'Tick' | 'Tock' | null } {
  switch (t) {
    case 'tick':
      return { txType: 'TickTock', tickTock: 'Tick' };
    case 'tock':
      return { txType: 'TickTock', tickTock: 'Tock' };
    default:
      return { txType: (t[0].toUpperCase() + t.slice(1)) as TransactionType, tickTock: null };
  }
}

export function storedTxTypes(types: readonly TransactionType[]): TxType[] {
  return types.flatMap((t): TxType[] =>
    t === 'TickTock' ? ['tick', 'tock'] : [(t[0].toLowerCase() + t.slice(1)) as TxType],
  );
}
