// Kysely table types of the Admin API's tables (migrations 0910, 0920 and 0930; decisions 0045, 0049 and 0051), joined to the Schema
// the way the other table modules are.
import type { ColumnType, Selectable } from 'kysely';
import type { Bytes, Int8, Json } from './column-types';

export interface PersonalApiKeysTable {
  /** SHA-256 of the key: the key itself is never stored. */
  key_hash: Bytes;
  /** The account (the access token's `sub`) the key belongs to. */
  sub: string;
  created_at: ColumnType<Date, never, never>;
  /** Null while the key is the account's active one. */
  revoked_at: ColumnType<Date | null, never, Date | string | null>;
}

/** A signed-in account's proof that it controls a token root's owner (migration 0920). */
export interface TokenOwnerLinksTable {
  sub: string;
  workchain: number;
  address: Bytes;
  /** The indexed transaction in which the ownership verifier took the owner's `verify` call. */
  tx_hash: Bytes;
  linked_at: Int8;
}

/** One submitted version of a root's asset information; never updated. */
export interface TokenProposalsTable {
  workchain: number;
  address: Bytes;
  active_from: Int8;
  /** Who submitted it. */
  sub: string;
  submitted_at: ColumnType<Date, never, never>;
  project_name: string;
  project_website: string;
  project_email: string;
  project_sector: string;
  project_desc: string;
  cmc_ticker: string;
  coingecko_ticker: string;
  socials: Json<Record<string, string>>;
  /** The logo as sanitized (image/svg+xml text), never as submitted. */
  logo_svg: string;
}

/** An admin's vote on one version: at most one per version; never updated. */
export interface TokenProposalVotesTable {
  workchain: number;
  address: Bytes;
  active_from: Int8;
  status: 'Approved' | 'Rejected';
  /** The rejection's reason; null for an approval. */
  reason: string | null;
  voter_sub: string;
  voted_at: Int8;
}

/** A community token list (migration 0930); its counts and revision are kept by every write. */
export interface TokenListsTable {
  id: string;
  url: string;
  owner_sub: string;
  name: string;
  description: string;
  is_public: boolean;
  verified: boolean;
  /** The icon as sanitized (image/svg+xml text). */
  logo_svg: string;
  tokens_count: ColumnType<number, number | undefined, number>;
  /** Pending proposals. */
  proposals_count: ColumnType<number, number | undefined, number>;
  /** Bumped by every change of the manifest: its version. */
  revision: ColumnType<number, number | undefined, number>;
  created_at: Int8;
  updated_at: Int8;
}

export interface TokenListManagersTable {
  list_id: string;
  /** Lower case. */
  email: string;
}

export interface TokenListTokensTable {
  list_id: string;
  workchain: number;
  address: Bytes;
  position: number;
  added_at: Int8;
}

export interface TokenListProposalsTable {
  list_id: string;
  workchain: number;
  address: Bytes;
  status: 'Pending' | 'Approved' | 'Declined';
  proposer_sub: string;
  proposed_at: Int8;
  decided_at: Int8 | null;
}

export interface TokenListOrderingsTable {
  sub: string;
  list_id: string;
  position: number;
}

export interface AdminTables {
  personal_api_keys: PersonalApiKeysTable;
  token_owner_links: TokenOwnerLinksTable;
  token_proposals: TokenProposalsTable;
  token_proposal_votes: TokenProposalVotesTable;
  token_lists: TokenListsTable;
  token_list_managers: TokenListManagersTable;
  token_list_tokens: TokenListTokensTable;
  token_list_proposals: TokenListProposalsTable;
  token_list_orderings: TokenListOrderingsTable;
}

declare module './schema' {
  interface Schema extends AdminTables {}
}

export type StoredPersonalApiKey = Selectable<PersonalApiKeysTable>;
