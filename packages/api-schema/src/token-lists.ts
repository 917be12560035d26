// Community token lists (spec §3 "Token list", §5 "Token list form" and "Add or propose a token", §6
// list owner and manager, §7 Admin API token_lists calls and manifest files, §9; decision 0051): the
// Admin API's bodies, snake_case as the spec's calls name them. A list has one owner (its creator) and
// managers named by email; the built-in `system` list holds the approved tokens and nobody edits it.
// Every list is served as a manifest in the TIP-3 token list format Everscale wallets read.
import { z } from 'zod';
import { emailField, FIELD_MESSAGES, svgLogoField, tooLong } from './form-fields';
import { PlainText, RawAddress, UnixTime } from './primitives';
import { TOKEN_LIST_LIMITS as L, TOKEN_LIST_URL_PATTERN } from './values';

/** A list's id: `system` for the built-in list, a UUID for the others. */
export const TokenListId = z
  .string()
  .max(64)
  .regex(
    /^(system|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
    'expected a token list id',
  );

/** Spec §5: the ID (url), 4–127 latin letters and digits; unique among lists, `system` reserved. */
export const TokenListUrl = PlainText.min(1, FIELD_MESSAGES.empty)
  .max(L.urlMaxLength, tooLong(L.urlMaxLength))
  .regex(TOKEN_LIST_URL_PATTERN, FIELD_MESSAGES.latin);

const Name = PlainText.trim().min(1, FIELD_MESSAGES.empty).max(L.nameLength, tooLong(L.nameLength));
const Description = PlainText.max(L.descriptionLength, tooLong(L.descriptionLength)).default('');
/** Manager emails: each valid; the owner is never among them (the creator is shown read-only). */
const Managers = z.array(emailField(L.emailLength)).max(L.managersMax).default([]);
const Roots = z.array(RawAddress).min(1).max(L.tokensPerCall);

/** A list as every call answers it (spec §3 "Token list"); counts are the list's own, kept on write. */
export const TokenList = z.object({
  id: TokenListId,
  name: z.string(),
  url: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  /** Verified-only: only verified tokens enter it; fixed at creation. */
  verified: z.boolean(),
  /** The sanitized icon (image/svg+xml, shown only through <img>). */
  asset_logo_url: z.string(),
  tokens_count: z.number().int().min(0),
  /** Pending proposals. */
  proposals_count: z.number().int().min(0),
  updated_at: UnixTime,
  /** Where the list's manifest is served (spec §7 "Manifest files"). */
  manifest_url: z.string(),
});
export type TokenList = z.infer<typeof TokenList>;

// ── reading lists ────────────────────────────────────────────────────────────────────────────────

const Limit = z.number().int().min(1).max(L.pageSizeMax).default(L.pageSize);
const Offset = z.number().int().min(0).max(L.offsetMax).default(0);
const NameSearch = PlainText.max(L.nameLength, tooLong(L.nameLength)).default('');
const OrderDirection = z.enum(['Asc', 'Desc']).default('Desc');
/** What both list calls page and search by. */
const ListPage = { limit: Limit, offset: Offset, name: NameSearch, order_direction: OrderDirection };

/**
 * POST /v1/info/token_lists/list and /list/count: the public lists (the system list first), `name`
 * a case-insensitive part of the name, `verified` true for verified-only lists; newest update first
 * by default.
 */
export const PublicTokenListsRequest = z.strictObject({
  ...ListPage,
  verified: z.boolean().default(false),
});
export type PublicTokenListsRequest = z.input<typeof PublicTokenListsRequest>;
export const PublicTokenListsResponse = z.object({ rows: z.array(TokenList) });
export type PublicTokenListsResponse = z.infer<typeof PublicTokenListsResponse>;

/** A count, stopping at TOKEN_LIST_LIMITS.countMax. */
export const TokenListCountResponse = z.object({ count: z.number().int().min(0) });
export type TokenListCountResponse = z.infer<typeof TokenListCountResponse>;

/**
 * POST /v1/authorized/token_lists/list and /list/count: with `only_my` the lists the caller owns or
 * manages (My token lists, in the caller's own order, then by update); without it the public lists
 * too. The count may take `only_my` alone.
 */
export const MyTokenListsRequest = z.strictObject({
  ...ListPage,
  only_my: z.boolean().default(true),
});
export type MyTokenListsRequest = z.input<typeof MyTokenListsRequest>;

/** Spec §3 "Membership row": the list and the caller's role in it (neither flag: not a member). */
export const TokenListMembership = z.object({
  token_list: TokenList,
  is_owner: z.boolean(),
  is_manager: z.boolean(),
});
export type TokenListMembership = z.infer<typeof TokenListMembership>;
export const MyTokenListsResponse = z.object({ rows: z.array(TokenListMembership) });
export type MyTokenListsResponse = z.infer<typeof MyTokenListsResponse>;

/** POST /v1/authorized/token_lists/{id}/is_owner. */
export const TokenListRoleResponse = z.object({ is_owner: z.boolean(), is_manager: z.boolean() });
export type TokenListRoleResponse = z.infer<typeof TokenListRoleResponse>;

/**
 * GET /v1/info/token_lists/{id}/tokens and /{id}/proposals (query): one page of the list's tokens in
 * the list's order, or of its pending proposals, newest first; `search` a case-insensitive part of
 * the name or symbol, or a whole root address.
 */
export const TokenListEntriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.tokensPageSize),
  offset: z.coerce.number().int().min(0).max(L.offsetMax).default(0),
  search: PlainText.max(L.nameLength, tooLong(L.nameLength)).default(''),
});
export type TokenListEntriesQuery = z.input<typeof TokenListEntriesQuery>;

/** A token in a list, or proposed for it. */
export const TokenListEntry = z.object({
  root_address: RawAddress,
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  /** The approved asset logo, if any. */
  logo_url: z.string().nullable(),
  /** Approved by an admin or trusted by the deployment. */
  verified: z.boolean(),
  /** Position in the list (ascending); a proposal's is 0. */
  order: z.number().int().min(0),
  /** When it was added, or proposed. */
  added_at: UnixTime,
});
export type TokenListEntry = z.infer<typeof TokenListEntry>;
export const TokenListEntriesResponse = z.object({ rows: z.array(TokenListEntry), has_more: z.boolean() });
export type TokenListEntriesResponse = z.infer<typeof TokenListEntriesResponse>;

// ── writing lists ────────────────────────────────────────────────────────────────────────────────

/** POST /v1/authorized/token_lists (spec §3 "Create payload") → {id}. */
export const CreateTokenListRequest = z.strictObject({
  is_public: z.boolean(),
  verified: z.boolean(),
  asset_logo: svgLogoField(L.logoLength),
  name: Name,
  description: Description,
  url: TokenListUrl,
  managers: Managers,
});
export type CreateTokenListRequest = z.input<typeof CreateTokenListRequest>;
export const CreateTokenListResponse = z.object({ id: TokenListId });
export type CreateTokenListResponse = z.infer<typeof CreateTokenListResponse>;

/** PUT /v1/authorized/token_lists/{id} (spec §3 "Update payload"; `verified` stays as created) → the list. */
export const UpdateTokenListRequest = CreateTokenListRequest.omit({ verified: true });
export type UpdateTokenListRequest = z.input<typeof UpdateTokenListRequest>;

/** GET, POST and DELETE /v1/authorized/token_lists/{id}/managers: the emails, after the change. */
export const TokenListManagerRequest = z.strictObject({ email: emailField(L.emailLength) });
export type TokenListManagerRequest = z.infer<typeof TokenListManagerRequest>;
export const TokenListManagersResponse = z.array(z.string());

/** POST /{id}/tokens (add) and POST /{id}/proposals (propose): token roots. */
export const TokenListTokensRequest = z.strictObject({ tokens: Roots });
export type TokenListTokensRequest = z.infer<typeof TokenListTokensRequest>;
/** DELETE /{id}/tokens. */
export const TokenListRemoveRequest = z.strictObject({ root_addresses: Roots });
export type TokenListRemoveRequest = z.infer<typeof TokenListRemoveRequest>;
/** POST /{id}/proposals/approve: add the proposed tokens to the list, or decline them. */
export const TokenListApproveRequest = z.strictObject({ approve: z.boolean(), root_addresses: Roots });
export type TokenListApproveRequest = z.infer<typeof TokenListApproveRequest>;

/** PUT /{id}/tokens/ordering (spec §3 "Ordering entry"): the named tokens' new positions. */
export const TokenOrderingRequest = z
  .array(z.strictObject({ order: z.number().int().min(0).max(L.tokensMax), root_address: RawAddress }))
  .min(1)
  .max(L.orderingMax);
export type TokenOrderingRequest = z.infer<typeof TokenOrderingRequest>;
/** PUT /v1/authorized/token_lists/ordering: the caller's own order of My token lists. */
export const TokenListOrderingRequest = z
  .array(z.strictObject({ order: z.number().int().min(0).max(L.orderingMax), id: TokenListId }))
  .min(1)
  .max(L.orderingMax);
export type TokenListOrderingRequest = z.infer<typeof TokenListOrderingRequest>;

// ── manifests ────────────────────────────────────────────────────────────────────────────────────

/**
 * The format's text pattern exactly (`^\S.*\S$`, no dot-all): two or more characters, no padding, no
 * line break, so whatever this takes passes a wallet that validates with the published schema.
 */
const Trimmed = z.string().regex(/^\S.*\S$/, 'must be two or more characters, not padded, on one line');

/**
 * The TIP-3 token list format Everscale wallets read (broxus/ton-assets `schemas/manifest.json`):
 * served for every list at /v1/manifests/… and read from the TVMSCAN_MANIFESTS URLs.
 */
export const TokenManifest = z.object({
  $schema: z.string().optional(),
  name: Trimmed,
  version: z.object({ major: z.number().int(), minor: z.number().int(), patch: z.number().int() }),
  keywords: z.array(Trimmed),
  logoURI: z.url().optional(),
  timestamp: Trimmed,
  tokens: z.array(
    z.object({
      name: Trimmed,
      chainId: z.number().int(),
      symbol: Trimmed,
      decimals: z.number().int().min(0),
      address: z.string().regex(/^(-1|0):[0-9a-fA-F]{64}$/),
      logoURI: z.url().optional(),
      version: z.number().int().optional(),
    }),
  ),
});
export type TokenManifest = z.infer<typeof TokenManifest>;
