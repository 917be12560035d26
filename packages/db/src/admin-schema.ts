// Kysely table types of the Admin API's tables (migration 0910; decision 0045), joined to the Schema
// the way the other table modules are.
import type { ColumnType, Selectable } from 'kysely';
import type { Bytes } from './column-types';

export interface PersonalApiKeysTable {
  /** SHA-256 of the key: the key itself is never stored. */
  key_hash: Bytes;
  /** The account (the access token's `sub`) the key belongs to. */
  sub: string;
  created_at: ColumnType<Date, never, never>;
  /** Null while the key is the account's active one. */
  revoked_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface AdminTables {
  personal_api_keys: PersonalApiKeysTable;
}

declare module './schema' {
  interface Schema extends AdminTables {}
}

export type StoredPersonalApiKey = Selectable<PersonalApiKeysTable>;
