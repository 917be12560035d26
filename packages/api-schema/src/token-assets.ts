// Token ownership and asset updates (spec §3 "Token update form / asset proposal", §5 "Token update"
// and "Ownership", §7 Admin API token and admin calls, §9): the Admin API's bodies, snake_case as the
// spec's calls name them. An asset update is kept as a proposal version, identified by its token root
// and `active_from` (the unix second it was submitted; one root's versions never share one), and is
// Pending until an admin approves or rejects it. Versions are never overwritten: a vote records who
// voted, when and why on the version it names.
import { z } from 'zod';
import { emailField, FIELD_MESSAGES, httpUrlField, svgLogoField, tooLong } from './form-fields';
import { Hash, PlainText, RawAddress, UnixTime } from './primitives';
import {
  emailOnProjectDomain,
  TOKEN_ASSET_LIMITS as L,
  PROPOSAL_STATUSES,
  TOKEN_ASSET_MESSAGES,
  TOKEN_SOCIAL_KEYS,
} from './values';

const EMPTY = FIELD_MESSAGES.empty;

/** Spec §5: an http(s) URL of at most 127 characters. */
const HttpUrl = httpUrlField(L.urlLength);

/** An optional link: empty, or an http(s) URL. */
const OptionalUrl = z.union([z.literal(''), HttpUrl]).default('');

const Email = emailField(L.emailLength);

export const ProposalStatus = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof ProposalStatus>;

// ── ownership ────────────────────────────────────────────────────────────────────────────────────

/** POST /v1/authorized/tokens/is_owner. */
export const TokenRootRequest = z.strictObject({ root_address: RawAddress });
export type TokenRootRequest = z.infer<typeof TokenRootRequest>;
/** Whether the caller has linked the root (answer of is_owner). */
export const IsTokenOwnerResponse = z.boolean();

/**
 * POST /v1/authorized/tokens/link_owner: the hash of the transaction in which the ownership verifier
 * took `verify(root, sha256(sub))` from the root's owner. 412 with TOKEN_ASSET_MESSAGES.notOwner when
 * the chain does not show that.
 */
export const LinkOwnerRequest = z.strictObject({ root_address: RawAddress, tx_hash: Hash });
export type LinkOwnerRequest = z.infer<typeof LinkOwnerRequest>;
export const LinkOwnerResponse = z.object({ root_address: RawAddress, linked_at: UnixTime });
export type LinkOwnerResponse = z.infer<typeof LinkOwnerResponse>;

// ── an asset update ──────────────────────────────────────────────────────────────────────────────

/** Spec §3 "Update payload" project_metadata. */
export const ProjectMetadata = z.strictObject({
  project_name: PlainText.trim().min(1, EMPTY).max(L.nameLength, tooLong(L.nameLength)),
  project_website: HttpUrl,
  project_email: Email,
  project_sector: PlainText.trim().max(L.sectorLength, tooLong(L.sectorLength)).default(''),
  project_desc: PlainText.max(L.descriptionLength, tooLong(L.descriptionLength)).default(''),
  cmc_ticker: OptionalUrl,
  coingecko_ticker: OptionalUrl,
});
export type ProjectMetadata = z.infer<typeof ProjectMetadata>;

/** Spec §3 project_socials: every key optional, each empty or an http(s) URL. */
export const ProjectSocials = z.strictObject(
  Object.fromEntries(TOKEN_SOCIAL_KEYS.map((key) => [key, OptionalUrl])) as Record<
    (typeof TOKEN_SOCIAL_KEYS)[number],
    typeof OptionalUrl
  >,
);
export type ProjectSocials = z.infer<typeof ProjectSocials>;

/**
 * The logo as sent: base64 of an SVG document, at most 100,000 characters. The server decodes it,
 * refuses what is not an SVG ("Image must be a valid svg.") and keeps only its sanitized form.
 */
export const AssetLogo = svgLogoField(L.logoLength);

/** PUT /v1/authorized/tokens/proposals (spec §3 "Update payload"): a new Pending version. */
export const AssetUpdateRequest = z
  .strictObject({
    root_address: RawAddress,
    asset_logo: AssetLogo,
    project_metadata: ProjectMetadata,
    project_socials: ProjectSocials.default(
      Object.fromEntries(TOKEN_SOCIAL_KEYS.map((key) => [key, ''])) as ProjectSocials,
    ),
  })
  .superRefine((body, ctx) => {
    const { project_email: email, project_website: website } = body.project_metadata;
    if (!emailOnProjectDomain(email, website))
      ctx.addIssue({
        code: 'custom',
        path: ['project_metadata', 'project_email'],
        message: "The email must be on the project's own domain (the website's host or a parent of it).",
      });
  });
export type AssetUpdateRequest = z.input<typeof AssetUpdateRequest>;

/**
 * One proposal version as lists show it (spec §3 "Row"). `asset_logo_url` serves the sanitized SVG
 * (image/svg+xml, shown only through <img>); `approved` says whether the token has an approved
 * version at all, this one or an earlier one.
 */
export const TokenAssetRow = z.object({
  root_address: RawAddress,
  active_from: UnixTime,
  status: ProposalStatus,
  full_name: z.string(),
  symbol: z.string().nullable(),
  asset_logo_url: z.string(),
  approved: z.boolean(),
});
export type TokenAssetRow = z.infer<typeof TokenAssetRow>;

export const AssetUpdateResponse = z.object({ data: TokenAssetRow });
export type AssetUpdateResponse = z.infer<typeof AssetUpdateResponse>;

/**
 * A whole version (spec §3 "Admin proposal"): the read-only asset view, the vote view and the public
 * proposals. `review_comment` is the rejection reason, `reviewed_at` when the vote was cast (null while
 * Pending). Who submitted and who voted stay in the server's history and are not answered.
 */
export const TokenProposal = z.object({
  root_address: RawAddress,
  active_from: UnixTime,
  status: ProposalStatus,
  full_name: z.string(),
  symbol: z.string().nullable(),
  asset_url: z.string(),
  review_comment: z.string().nullable(),
  reviewed_at: UnixTime.nullable(),
  project_meta: ProjectMetadata.omit({ project_name: true }),
  project_socials: ProjectSocials,
});
export type TokenProposal = z.infer<typeof TokenProposal>;

// ── lists and counts ─────────────────────────────────────────────────────────────────────────────

const Offset = z.number().int().min(0).max(L.offsetMax).default(0);
const Limit = z.number().int().min(1).max(L.pageSizeMax).default(L.pageSize);
const Statuses = z.array(ProposalStatus).min(1).max(PROPOSAL_STATUSES.length);

/**
 * POST /v1/authorized/tokens/list. A non-admin always gets their own tokens (only_for_owner is taken
 * as true); `only_last_proposal` keeps each root's newest version only; `root_address` narrows to one
 * token (the vote view's history).
 */
export const AssetListRequest = z.strictObject({
  offset: Offset,
  limit: Limit,
  order_by: z.literal('ActiveFrom').default('ActiveFrom'),
  order_direction: z.enum(['Asc', 'Desc']).default('Desc'),
  only_for_owner: z.boolean().default(true),
  only_last_proposal: z.boolean().default(true),
  status: Statuses.default([...PROPOSAL_STATUSES]),
  root_address: RawAddress.optional(),
});
export type AssetListRequest = z.input<typeof AssetListRequest>;
export const AssetListResponse = z.object({ rows: z.array(TokenAssetRow) });
export type AssetListResponse = z.infer<typeof AssetListResponse>;

/** POST /v1/authorized/tokens/proposals/count (the settings Assets tab's pending count). */
export const AssetCountRequest = z.strictObject({
  only_for_owner: z.boolean().default(true),
  only_last_proposal: z.boolean().default(true),
  status: Statuses.default([...PROPOSAL_STATUSES]),
});
export type AssetCountRequest = z.input<typeof AssetCountRequest>;
export const AssetCountResponse = z.object({ count: z.number().int().min(0) });
export type AssetCountResponse = z.infer<typeof AssetCountResponse>;

/**
 * The public proposals, POST body or GET query of /v1/tokens_proposals (and /count): a page of every
 * token's versions, newest first, or one token's versions.
 */
export const PublicProposalsRequest = z.union([
  z.strictObject({ root_address: RawAddress }),
  z.strictObject({
    limit: z.coerce.number().int().min(1).max(L.pageSizeMax).default(L.pageSize),
    offset: z.coerce.number().int().min(0).max(L.offsetMax).default(0),
  }),
]);
export type PublicProposalsRequest = z.input<typeof PublicProposalsRequest>;
export const PublicProposalsResponse = z.object({ proposals: z.array(TokenProposal) });
export type PublicProposalsResponse = z.infer<typeof PublicProposalsResponse>;

/** GET /v1/tokens_proposals/{root}/status (signed in): the caller's newest version of that token. */
export const ProposalStatusResponse = z.object({ status: ProposalStatus });
export type ProposalStatusResponse = z.infer<typeof ProposalStatusResponse>;

// ── the admin's vote ─────────────────────────────────────────────────────────────────────────────

/** A rejection's reason: required (spec §5), plain text. */
export const RejectionReason = PlainText.trim().min(1, EMPTY).max(L.reasonLength, tooLong(L.reasonLength));

/**
 * PUT /v1/admin/vote_for_token_proposal: Approve, or Reject with a reason, of the Pending version
 * `active_from` names. Answers the version as voted; 409 when it is no longer Pending.
 */
export const VoteRequest = z.strictObject({
  root_address: RawAddress,
  active_from: z
    .number({
      error: (issue) => (issue.input === undefined ? TOKEN_ASSET_MESSAGES.activeFromRequired : undefined),
    })
    .pipe(UnixTime),
  kind: z.union([
    z.literal('Approve'),
    z.strictObject({ Reject: z.strictObject({ reason: RejectionReason }) }),
  ]),
});
export type VoteRequest = z.input<typeof VoteRequest>;

/**
 * POST /v1/admin/previous_proposal_version: the newest version of the token before `active_from` whose
 * status is listed (the vote view compares against the previous Approved one); null when none.
 */
export const PreviousVersionRequest = z.strictObject({
  root_address: RawAddress,
  active_from: UnixTime,
  status: Statuses.default(['Approved']),
});
export type PreviousVersionRequest = z.input<typeof PreviousVersionRequest>;
export const PreviousVersionResponse = TokenProposal.nullable();

// ── approved information, public ─────────────────────────────────────────────────────────────────

/** What an approved version tells about a token: what token pages, search and account tabs show. */
export const ApprovedTokenInfo = z.object({
  root_address: RawAddress,
  active_from: UnixTime,
  full_name: z.string(),
  symbol: z.string().nullable(),
  logo_url: z.string(),
  website: z.string(),
  description: z.string(),
  cmc_url: z.string(),
  coingecko_url: z.string(),
  socials: ProjectSocials,
});
export type ApprovedTokenInfo = z.infer<typeof ApprovedTokenInfo>;

/** POST /v1/info/tokens/list: the approved tokens, newest approval first. */
export const ApprovedTokensRequest = z.strictObject({
  limit: z.number().int().min(1).max(L.pageSizeMax).default(L.pageSize),
  offset: z.number().int().min(0).max(L.offsetMax).default(0),
});
export type ApprovedTokensRequest = z.input<typeof ApprovedTokensRequest>;
export const ApprovedTokensResponse = z.object({ tokens: z.array(ApprovedTokenInfo) });
export type ApprovedTokensResponse = z.infer<typeof ApprovedTokensResponse>;
