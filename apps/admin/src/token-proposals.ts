// Asset proposals (spec §3 "Token update form / asset proposal", §4 "Proposal review status", §5 "Token
// update", §6, §7 Admin API; decision 0049): a linked owner submits a version of its token's asset
// information (Pending), an admin approves or rejects it with a reason, and the approved information
// is public. Versions are keyed by root and active_from; their logos are served sanitized from
// `${assetBase}/v1/info/logo/${root}/${active_from}` as image/svg+xml under a CSP that runs nothing
// and fetches nothing. Every handler is a schema and one repository call of packages/db's
// token-assets.ts.
import {
  ApprovedTokenInfo,
  ApprovedTokensRequest,
  ApprovedTokensResponse,
  AssetCountRequest,
  AssetCountResponse,
  AssetListRequest,
  AssetListResponse,
  AssetUpdateRequest,
  AssetUpdateResponse,
  errorBody,
  PreviousVersionRequest,
  PreviousVersionResponse,
  ProposalStatusResponse,
  PublicProposalsRequest,
  PublicProposalsResponse,
  RawAddress,
  TOKEN_ASSET_MESSAGES,
  TokenProposal,
  UnixTime,
  VoteRequest,
} from '@tvmscan/api-schema';
import {
  approvedToken,
  approvedTokens,
  countPublicProposals,
  countTokenAssets,
  type Database,
  isTokenOwner,
  type LogoUrl,
  listTokenAssets,
  ownProposalStatus,
  previousProposalVersion,
  proposalLogo,
  publicProposals,
  submitTokenProposal,
  voteTokenProposal,
} from '@tvmscan/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccessGuards } from './guards';
import { InvalidSvg, sanitizeLogo } from './svg-logo';
import { signedInSubject } from './token-ownership';

export interface ProposalOptions {
  database: Database;
  guards: AccessGuards;
  /** Where the Admin API is reached from the web app (default `/api/admin`): the logo URLs' base. */
  assetBase?: string;
  /** Called after an approval with the root approved (the host drops its cached token answers). */
  onApproved?: (root: string) => void | Promise<void>;
}

export const DEFAULT_ASSET_BASE = '/api/admin';
const NO_STORE = 'no-store';
/** A version never changes: its logo may be kept a year. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';
/** The logo may style itself and nothing else: no script, no fetch, no frame. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Public lists change with every vote: a short shared cache. */
const PUBLIC_CACHE = 'public, max-age=10';
const INVALID_SVG = 'Image must be a valid svg.';
/** A logo of 100,000 base64 characters and a 4096-character description, with room for the rest. */
const PROPOSAL_BODY_LIMIT = 160 * 1024;

const RootParams = z.strictObject({ root: RawAddress });
const LogoParams = z.strictObject({ root: RawAddress, active_from: z.coerce.number().pipe(UnixTime) });
const InfoParams = z.strictObject({ id: RawAddress });

const now = () => Math.floor(Date.now() / 1000);

const notOwner = (reply: FastifyReply) =>
  reply.code(403).send(errorBody('NOT_OWNER', TOKEN_ASSET_MESSAGES.notOwner, 'root_address'));

export async function tokenProposalRoutes(app: FastifyInstance, options: ProposalOptions): Promise<void> {
  const { database, guards } = options;
  const { db } = database;
  const base = (options.assetBase ?? DEFAULT_ASSET_BASE).replace(/\/$/, '');
  const logoUrl: LogoUrl = (root, activeFrom) => `${base}/v1/info/logo/${root}/${activeFrom}`;

  // ── the owner's ──────────────────────────────────────────────────────────────────────────────

  app.put(
    '/v1/authorized/tokens/proposals',
    { preHandler: guards.signedIn, bodyLimit: PROPOSAL_BODY_LIMIT, schema: { body: AssetUpdateRequest } },
    async (request, reply) => {
      const body = request.body as z.output<typeof AssetUpdateRequest>;
      const sub = signedInSubject(request);
      reply.header('cache-control', NO_STORE);
      if (!(await isTokenOwner(db, sub, body.root_address))) return notOwner(reply);
      let logoSvg: string;
      try {
        logoSvg = sanitizeLogo(body.asset_logo);
      } catch (error) {
        if (error instanceof InvalidSvg)
          return reply.code(400).send(errorBody('BAD_REQUEST', INVALID_SVG, 'asset_logo'));
        throw error;
      }
      const stored = await submitTokenProposal(db, {
        sub,
        root: body.root_address,
        now: now(),
        meta: body.project_metadata,
        socials: body.project_socials,
        logoSvg,
      });
      if (stored === 'pending')
        return reply
          .code(409)
          .send(errorBody('PENDING', 'the token already has a proposal waiting for review', 'root_address'));
      const [row] = await listTokenAssets(
        db,
        {
          ownerSub: null,
          onlyLast: false,
          statuses: ['Pending'],
          root: body.root_address,
          direction: 'desc',
          offset: 0,
          limit: 1,
        },
        logoUrl,
      );
      return AssetUpdateResponse.parse({ data: row });
    },
  );

  app.post(
    '/v1/authorized/tokens/list',
    { preHandler: guards.signedIn, schema: { body: AssetListRequest } },
    async (request, reply) => {
      const body = request.body as z.output<typeof AssetListRequest>;
      const admin = request.principal?.admin === true;
      reply.header('cache-control', NO_STORE);
      const rows = await listTokenAssets(
        db,
        {
          // A non-admin always gets their own tokens, whatever the body says.
          ownerSub: admin && !body.only_for_owner ? null : signedInSubject(request),
          onlyLast: body.only_last_proposal,
          statuses: body.status,
          root: body.root_address,
          direction: body.order_direction === 'Asc' ? 'asc' : 'desc',
          offset: body.offset,
          limit: body.limit,
        },
        logoUrl,
      );
      return AssetListResponse.parse({ rows });
    },
  );

  app.post(
    '/v1/authorized/tokens/proposals/count',
    { preHandler: guards.signedIn, schema: { body: AssetCountRequest } },
    async (request, reply) => {
      const body = request.body as z.output<typeof AssetCountRequest>;
      const admin = request.principal?.admin === true;
      reply.header('cache-control', NO_STORE);
      const count = await countTokenAssets(db, {
        ownerSub: admin && !body.only_for_owner ? null : signedInSubject(request),
        onlyLast: body.only_last_proposal,
        statuses: body.status,
      });
      return AssetCountResponse.parse({ count });
    },
  );

  app.get(
    '/v1/tokens_proposals/:root/status',
    { preHandler: guards.signedIn, schema: { params: RootParams } },
    async (request, reply) => {
      const { root } = request.params as z.infer<typeof RootParams>;
      reply.header('cache-control', NO_STORE);
      const status = await ownProposalStatus(db, signedInSubject(request), root);
      if (status === null)
        return reply.code(404).send(errorBody('NOT_FOUND', 'you have no proposal for this token'));
      return ProposalStatusResponse.parse({ status });
    },
  );

  // ── public ───────────────────────────────────────────────────────────────────────────────────

  const proposals = async (input: unknown, reply: FastifyReply) => {
    const request = input as z.output<typeof PublicProposalsRequest>;
    reply.header('cache-control', PUBLIC_CACHE);
    const list = await publicProposals(
      db,
      'root_address' in request
        ? { root: request.root_address }
        : { offset: request.offset, limit: request.limit },
      logoUrl,
    );
    return PublicProposalsResponse.parse({ proposals: list });
  };
  app.post('/v1/tokens_proposals', { schema: { body: PublicProposalsRequest } }, (request, reply) =>
    proposals(request.body, reply),
  );
  app.get('/v1/tokens_proposals', { schema: { querystring: PublicProposalsRequest } }, (request, reply) =>
    proposals(request.query, reply),
  );

  // The count takes `{}` or `{root_address}` (a page's limit and offset, if sent, count nothing).
  const count = async (input: unknown, reply: FastifyReply) => {
    const request = input as z.output<typeof PublicProposalsRequest>;
    reply.header('cache-control', PUBLIC_CACHE);
    const n = await countPublicProposals(db, 'root_address' in request ? request.root_address : null);
    return AssetCountResponse.parse({ count: n });
  };
  app.post('/v1/tokens_proposals/count', { schema: { body: PublicProposalsRequest } }, (request, reply) =>
    count(request.body, reply),
  );
  app.get(
    '/v1/tokens_proposals/count',
    { schema: { querystring: PublicProposalsRequest } },
    (request, reply) => count(request.query, reply),
  );

  app.post('/v1/info/tokens/list', { schema: { body: ApprovedTokensRequest } }, async (request, reply) => {
    const page = request.body as z.output<typeof ApprovedTokensRequest>;
    reply.header('cache-control', PUBLIC_CACHE);
    return ApprovedTokensResponse.parse({ tokens: await approvedTokens(db, page, logoUrl) });
  });

  app.get('/v1/info/address/:id', { schema: { params: InfoParams } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof InfoParams>;
    reply.header('cache-control', PUBLIC_CACHE);
    const info = await approvedToken(db, id, logoUrl);
    if (info === null)
      return reply.code(404).send(errorBody('NOT_FOUND', 'the token has no approved information'));
    return ApprovedTokenInfo.parse(info);
  });

  app.get('/v1/info/logo/:root/:active_from', { schema: { params: LogoParams } }, async (request, reply) => {
    const { root, active_from } = request.params as z.infer<typeof LogoParams>;
    const svg = await proposalLogo(db, root, active_from);
    if (svg === null) return reply.code(404).send(errorBody('NOT_FOUND', 'no such logo'));
    return reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', LOGO_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', LOGO_CACHE)
      .header('content-disposition', 'inline; filename="logo.svg"')
      .send(svg);
  });

  // ── the admin's ──────────────────────────────────────────────────────────────────────────────

  app.put(
    '/v1/admin/vote_for_token_proposal',
    { preHandler: guards.admin, schema: { body: VoteRequest } },
    async (request, reply) => {
      const vote = request.body as z.output<typeof VoteRequest>;
      reply.header('cache-control', NO_STORE);
      const result = await voteTokenProposal(
        db,
        {
          root: vote.root_address,
          activeFrom: vote.active_from,
          voterSub: signedInSubject(request),
          now: now(),
          status: vote.kind === 'Approve' ? 'Approved' : 'Rejected',
          reason: vote.kind === 'Approve' ? null : vote.kind.Reject.reason,
        },
        logoUrl,
      );
      if (result === 'not_found')
        return reply.code(404).send(errorBody('NOT_FOUND', 'no such proposal version', 'active_from'));
      if (result === 'not_pending')
        return reply
          .code(409)
          .send(errorBody('NOT_PENDING', 'the proposal version was already voted on', 'active_from'));
      if (result.status === 'Approved') await options.onApproved?.(result.root_address);
      return TokenProposal.parse(result);
    },
  );

  app.post(
    '/v1/admin/previous_proposal_version',
    { preHandler: guards.admin, schema: { body: PreviousVersionRequest } },
    async (request, reply) => {
      const body = request.body as z.output<typeof PreviousVersionRequest>;
      reply.header('cache-control', NO_STORE);
      return PreviousVersionResponse.parse(
        await previousProposalVersion(db, body.root_address, body.active_from, body.status, logoUrl),
      );
    },
  );
}
