// Community token lists (spec §3 "Token list", §4 "Token proposal for a list", §5 "Token list form" and
// "Add or propose a token", §6 list owner and manager, §7 Admin API token_lists calls and manifest
// files, §8; decision 0051). Public reads under /v1/info/token_lists, the signed-in calls under
// /v1/authorized/token_lists, manifests under /v1/manifests. Roles are decided by packages/db's
// token-lists.ts inside each write's transaction: the owner is the list's creator; a manager is a
// caller whose access token carries a *verified* email the owner named (an unverified one is nobody's
// manager, so no one gains rights by registering an address they cannot receive mail at).
import {
  CreateTokenListRequest,
  CreateTokenListResponse,
  type ErrorCode,
  errorBody,
  FIELD_MESSAGES,
  MyTokenListsRequest,
  MyTokenListsResponse,
  PublicTokenListsRequest,
  PublicTokenListsResponse,
  SYSTEM_TOKEN_LIST,
  TOKEN_LIST_LIMITS,
  TOKEN_LIST_MESSAGES,
  TokenList,
  TokenListApproveRequest,
  TokenListCountResponse,
  TokenListEntriesQuery,
  TokenListEntriesResponse,
  TokenListId,
  TokenListManagerRequest,
  TokenListManagersResponse,
  TokenListOrderingRequest,
  TokenListRemoveRequest,
  TokenListRoleResponse,
  TokenListTokensRequest,
  TokenListUrl,
  TokenOrderingRequest,
  UpdateTokenListRequest,
} from '@tvmscan/api-schema';
import {
  addListTokens,
  addManager,
  countTokenLists,
  createTokenList,
  type Database,
  declineListProposals,
  deleteTokenList,
  findTokenLists,
  type ListCaller,
  type ListContent,
  type ListNeed,
  type LockedList,
  listEntries,
  listProposals,
  orderListTokens,
  orderMyTokenLists,
  proposeListTokens,
  type RootFacts,
  removeListTokens,
  removeManager,
  rolesIn,
  rootFacts,
  type StoredListEntry,
  type StoredTokenList,
  systemListSummary,
  tokenListById,
  tokenListByUrl,
  tokenListLogo,
  tokenListManagers,
  updateTokenList,
  withTokenList,
} from '@tvmscan/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessGuards } from './guards';
import { InvalidSvg, sanitizeLogo } from './svg-logo';
import { tokenManifestRoutes } from './token-list-manifests';
import { signedInSubject } from './token-ownership';

export interface TokenListOptions {
  database: Database;
  guards: AccessGuards;
  /** Where the web app reaches this API (`/api/admin`): the base of the icon and manifest URLs. */
  assetBase: string;
  /** The deployment's network id (TVMSCAN_NETWORK_ID): every manifest token's chainId. */
  networkId: number;
}

const NO_STORE = 'no-store';
const PUBLIC_CACHE = 'public, max-age=10';
/** The icon may style itself and nothing else (as a token's logo, decision 0049). */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** An icon of 100,000 base64 characters, a 4096-character description and 20 emails, with room. */
const LIST_BODY_LIMIT = 160 * 1024;
/** The system list's face: the deployment's approved tokens. */
const SYSTEM_NAME = 'Approved tokens';
const SYSTEM_DESCRIPTION = 'The tokens whose asset information this explorer approved.';
const SYSTEM_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#2b7a4b"/><path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" stroke-width="2.2"/></svg>';

const IdParams = z.strictObject({ id: TokenListId });
const UrlParams = z.strictObject({ url: TokenListUrl });

const now = () => Math.floor(Date.now() / 1000);

/** The caller as a list sees it: its email counts only when its token says it is verified. */
export function listCaller(request: FastifyRequest): ListCaller {
  const sub = signedInSubject(request);
  const p = request.principal;
  return { sub, email: p?.emailVerified && p.email ? p.email.toLowerCase() : null };
}

const refusedAnswer = (reply: FastifyReply, refused: 'not_found' | 'forbidden', id: string) =>
  refused === 'not_found'
    ? reply.code(404).send(errorBody('NOT_FOUND', 'no such token list'))
    : reply
        .code(403)
        .send(
          errorBody(
            'FORBIDDEN',
            id === SYSTEM_TOKEN_LIST
              ? 'nobody edits the system list'
              : 'your role in this list does not allow it',
          ),
        );

const isRefused = (v: unknown): v is 'not_found' | 'forbidden' => v === 'not_found' || v === 'forbidden';

/** Why a token may not be added (`propose`: or proposed) to a list, as §8 says it; null when it may. */
function tokenRefusal(f: RootFacts, verifiedList: boolean, propose: boolean): Omit<Refusal, 'field'> | null {
  if (!f.indexed || !(f.submitted || f.verified))
    return { status: 400, code: 'BAD_REQUEST', message: TOKEN_LIST_MESSAGES.notSubmitted };
  if (verifiedList && !f.verified)
    return { status: 400, code: 'BAD_REQUEST', message: TOKEN_LIST_MESSAGES.notVerified };
  if (f.inList) return { status: 409, code: 'CONFLICT', message: TOKEN_LIST_MESSAGES.alreadyAdded };
  if (!propose) return null;
  if (f.proposal === 'Declined')
    return { status: 409, code: 'CONFLICT', message: TOKEN_LIST_MESSAGES.declined };
  // A pending proposal: the token is already on its way into the list.
  if (f.proposal === 'Pending')
    return { status: 409, code: 'PENDING', message: TOKEN_LIST_MESSAGES.alreadyAdded };
  return null;
}

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
  field: string;
}

const refuse = (reply: FastifyReply, r: Refusal) =>
  reply.code(r.status).send(errorBody(r.code, r.message, r.field));

/** A root named twice in one call (the first repeat), refused; null when none is. */
function namedTwice(roots: readonly string[], field: string): Refusal | null {
  const i = roots.findIndex((r, at) => roots.indexOf(r) !== at);
  if (i < 0) return null;
  return { status: 400, code: 'BAD_REQUEST', message: 'the token is named twice', field: `${field}.${i}` };
}

export async function tokenListRoutes(app: FastifyInstance, options: TokenListOptions): Promise<void> {
  const { database, guards } = options;
  const { db } = database;
  const base = options.assetBase.replace(/\/$/, '');
  const L = TOKEN_LIST_LIMITS;

  const manifestUrl = (l: { id: string; url: string; isPublic: boolean }) =>
    l.id === SYSTEM_TOKEN_LIST
      ? `${base}/v1/manifests/system/manifest.json`
      : l.isPublic
        ? `${base}/v1/manifests/${l.url}/manifest.json`
        : `${base}/v1/manifests/id/${l.id}/manifest.json`;
  const logoUrl = (root: string, version: number) => `${base}/v1/info/logo/${root}/${version}`;

  const toApi = (l: StoredTokenList): TokenList =>
    TokenList.parse({
      id: l.id,
      name: l.name,
      url: l.url,
      description: l.description,
      is_public: l.isPublic,
      verified: l.verified,
      asset_logo_url: `${base}/v1/info/token_lists/${l.id}/logo?v=${l.updatedAt}`,
      tokens_count: l.tokensCount,
      proposals_count: l.proposalsCount,
      updated_at: l.updatedAt,
      manifest_url: manifestUrl(l),
    });
  const entryToApi = (e: StoredListEntry) => ({
    root_address: e.root,
    name: e.name,
    symbol: e.symbol,
    decimals: e.decimals,
    logo_url: e.logoVersion === null ? null : logoUrl(e.root, e.logoVersion),
    verified: e.verified,
    order: e.order,
    added_at: e.addedAt,
  });

  /** The system list as a stored one: its counts read now (capped), nobody its owner. */
  const systemList = async (): Promise<StoredTokenList> => {
    const s = await systemListSummary(db, L.countMax);
    return {
      id: SYSTEM_TOKEN_LIST,
      url: SYSTEM_TOKEN_LIST,
      ownerSub: '',
      name: SYSTEM_NAME,
      description: SYSTEM_DESCRIPTION,
      isPublic: true,
      verified: true,
      tokensCount: s.tokensCount,
      proposalsCount: 0,
      revision: 0,
      updatedAt: s.updatedAt,
    };
  };
  const listById = (id: string) => (id === SYSTEM_TOKEN_LIST ? systemList() : tokenListById(db, id));
  const systemMatches = (f: { name: string }) =>
    f.name === '' || SYSTEM_NAME.toLowerCase().includes(f.name.toLowerCase());

  type ListBody = {
    offset: number;
    limit: number;
    name: string;
    verified?: boolean;
    order_direction: 'Asc' | 'Desc';
  };
  const filterOf = (body: ListBody) => ({
    name: body.name,
    verified: body.verified ?? false,
    direction: body.order_direction === 'Asc' ? ('asc' as const) : ('desc' as const),
  });
  /** A page of lists with the system list first (when it matches): it takes the page's first row. */
  const listPage = async (body: ListBody, member: ListCaller | null, andPublic: boolean) => {
    const filter = filterOf(body);
    const withSystem = andPublic && systemMatches(filter);
    const first = withSystem && body.offset === 0 ? [await systemList()] : [];
    const offset = withSystem ? Math.max(0, body.offset - 1) : body.offset;
    const limit = body.limit - first.length;
    const stored =
      limit === 0 ? [] : await findTokenLists(db, { ...filter, offset, limit }, member, andPublic);
    return [...first, ...stored];
  };
  const listCount = async (body: ListBody, member: ListCaller | null, andPublic: boolean) => {
    const filter = filterOf(body);
    const system = andPublic && systemMatches(filter) ? 1 : 0;
    return Math.min(L.countMax, system + (await countTokenLists(db, filter, member, andPublic, L.countMax)));
  };

  // ── public ───────────────────────────────────────────────────────────────────────────────────

  app.get('/v1/info/token_lists/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof IdParams>;
    reply.header('cache-control', PUBLIC_CACHE);
    const list = await listById(id);
    if (!list) return refusedAnswer(reply, 'not_found', id);
    return toApi(list);
  });

  // The form's uniqueness check (spec §5): a list with this url, private ones too (their url is
  // taken all the same); 404 when it is free.
  app.get('/v1/info/token_lists/by_url/:url', { schema: { params: UrlParams } }, async (request, reply) => {
    const { url } = request.params as z.infer<typeof UrlParams>;
    reply.header('cache-control', NO_STORE);
    const list = url.toLowerCase() === SYSTEM_TOKEN_LIST ? await systemList() : await tokenListByUrl(db, url);
    if (!list) return refusedAnswer(reply, 'not_found', url);
    return toApi(list);
  });

  const entries = (read: typeof listEntries) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as z.infer<typeof IdParams>;
    const page = request.query as z.output<typeof TokenListEntriesQuery>;
    reply.header('cache-control', PUBLIC_CACHE);
    if (id !== SYSTEM_TOKEN_LIST && !(await tokenListById(db, id)))
      return refusedAnswer(reply, 'not_found', id);
    const { rows, hasMore } = await read(db, id, page);
    return TokenListEntriesResponse.parse({ rows: rows.map(entryToApi), has_more: hasMore });
  };
  const entriesSchema = { schema: { params: IdParams, querystring: TokenListEntriesQuery } };
  app.get('/v1/info/token_lists/:id/tokens', entriesSchema, entries(listEntries));
  app.get('/v1/info/token_lists/:id/proposals', entriesSchema, entries(listProposals));

  app.get('/v1/info/token_lists/:id/logo', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof IdParams>;
    const svg = id === SYSTEM_TOKEN_LIST ? SYSTEM_LOGO : await tokenListLogo(db, id);
    if (svg === null) return refusedAnswer(reply, 'not_found', id);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', LOGO_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=60')
      .send(svg);
  });

  const publicLists = PublicTokenListsRequest;
  app.post('/v1/info/token_lists/list', { schema: { body: publicLists } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    const rows = await listPage(request.body as z.output<typeof publicLists>, null, true);
    return PublicTokenListsResponse.parse({ rows: rows.map(toApi) });
  });
  app.post('/v1/info/token_lists/list/count', { schema: { body: publicLists } }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    const count = await listCount(request.body as z.output<typeof publicLists>, null, true);
    return TokenListCountResponse.parse({ count });
  });

  // ── signed in ────────────────────────────────────────────────────────────────────────────────

  const signedIn = { preHandler: guards.signedIn };
  const A = '/v1/authorized/token_lists';

  /** A create or update body's settings, the icon sanitized; or the refusal already sent. */
  const contentOf = (
    body: z.output<typeof UpdateTokenListRequest>,
    caller: ListCaller,
  ): ListContent | Refusal => {
    if (body.url.toLowerCase() === SYSTEM_TOKEN_LIST)
      return { status: 409, code: 'CONFLICT', message: FIELD_MESSAGES.unique, field: 'url' };
    let logoSvg: string;
    try {
      logoSvg = sanitizeLogo(body.asset_logo);
    } catch (error) {
      if (!(error instanceof InvalidSvg)) throw error;
      return { status: 400, code: 'BAD_REQUEST', message: FIELD_MESSAGES.svg, field: 'asset_logo' };
    }
    // The owner is shown read-only beside the managers, never among them.
    const managers = [...new Set(body.managers.map((e) => e.toLowerCase()))].filter(
      (e) => e !== caller.email,
    );
    return {
      url: body.url,
      name: body.name,
      description: body.description,
      isPublic: body.is_public,
      logoSvg,
      managers,
    };
  };
  const taken = (reply: FastifyReply) =>
    reply.code(409).send(errorBody('CONFLICT', FIELD_MESSAGES.unique, 'url'));

  app.post(
    A,
    { ...signedIn, bodyLimit: LIST_BODY_LIMIT, schema: { body: CreateTokenListRequest } },
    async (request, reply) => {
      const body = request.body as z.output<typeof CreateTokenListRequest>;
      const caller = listCaller(request);
      reply.header('cache-control', NO_STORE);
      const content = contentOf(body, caller);
      if ('status' in content) return refuse(reply, content);
      const created = await createTokenList(db, caller.sub, { ...content, verified: body.verified }, now());
      if (created === 'taken') return taken(reply);
      return CreateTokenListResponse.parse(created);
    },
  );

  /** Runs `write` on the list named by the route's `:id` under the role `need`, answering refusals. */
  const onList =
    <B>(
      need: ListNeed,
      write: (locked: LockedList, body: B, reply: FastifyReply, caller: ListCaller) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = request.params as z.infer<typeof IdParams>;
      const caller = listCaller(request);
      reply.header('cache-control', NO_STORE);
      const result = await withTokenList(db, id, caller, need, (locked) =>
        write(locked, request.body as B, reply, caller),
      );
      if (isRefused(result)) return refusedAnswer(reply, result, id);
      return result;
    };
  const withBody = <S extends z.ZodType>(body: S, extra: object = {}) => ({
    ...signedIn,
    ...extra,
    schema: { params: IdParams, body },
  });

  app.put(
    `${A}/:id`,
    withBody(UpdateTokenListRequest, { bodyLimit: LIST_BODY_LIMIT }),
    onList<z.output<typeof UpdateTokenListRequest>>('owner', async (locked, body, reply, caller) => {
      const content = contentOf(body, caller);
      if ('status' in content) return refuse(reply, content);
      if ((await updateTokenList(locked, content, now())) === 'taken') return taken(reply);
      return toApi((await tokenListById(locked.tx, locked.list.id)) as StoredTokenList);
    }),
  );

  app.delete(
    `${A}/:id`,
    { ...signedIn, schema: { params: IdParams } },
    onList('owner', async (locked) => {
      await deleteTokenList(locked);
      return { id: locked.list.id };
    }),
  );

  app.get(
    `${A}/:id/managers`,
    { ...signedIn, schema: { params: IdParams } },
    onList('manager', async (locked) =>
      TokenListManagersResponse.parse(await tokenListManagers(locked.tx, locked.list.id)),
    ),
  );
  const managerChange = (change: typeof addManager) =>
    onList<TokenListManagerRequest>('owner', async (locked, body) => {
      await change(locked, body.email.toLowerCase(), now());
      return TokenListManagersResponse.parse(await tokenListManagers(locked.tx, locked.list.id));
    });
  app.post(`${A}/:id/managers`, withBody(TokenListManagerRequest), managerChange(addManager));
  app.delete(`${A}/:id/managers`, withBody(TokenListManagerRequest), managerChange(removeManager));

  app.post(`${A}/:id/is_owner`, { ...signedIn, schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof IdParams>;
    reply.header('cache-control', NO_STORE);
    if (!(await listById(id))) return refusedAnswer(reply, 'not_found', id);
    const role = (await rolesIn(db, [id], listCaller(request))).get(id);
    return TokenListRoleResponse.parse({
      is_owner: role?.isOwner ?? false,
      is_manager: role?.isManager ?? false,
    });
  });

  // A refusal is returned, not sent, by these checks: a sent reply is thenable, and awaiting it (as
  // an async function's result is) would hand the caller undefined.
  /** Why one of `roots` may not enter the list (the first such), or null when all may. */
  const tokensRefusal = async (
    locked: LockedList,
    roots: readonly string[],
    field: string,
    propose: boolean,
  ): Promise<Refusal | null> => {
    const twice = namedTwice(roots, field);
    if (twice) return twice;
    const facts = await rootFacts(locked, roots);
    for (const [i, root] of roots.entries()) {
      const refusal = tokenRefusal(facts.get(root) as RootFacts, locked.list.verified, propose);
      if (refusal) return { ...refusal, field: `${field}.${i}` };
    }
    if (!propose && locked.list.tokensCount + roots.length > L.tokensMax)
      return {
        status: 400,
        code: 'BAD_REQUEST',
        message: `a list holds at most ${L.tokensMax} tokens`,
        field,
      };
    return null;
  };
  /** The first of `roots` that `present` does not hold (404), or one named twice; null when none. */
  const absentRefusal = async (
    locked: LockedList,
    roots: readonly string[],
    present: (f: RootFacts) => boolean,
    field: string,
  ): Promise<Refusal | null> => {
    const twice = namedTwice(roots, field);
    if (twice) return twice;
    const facts = await rootFacts(locked, roots);
    const missing = roots.findIndex((r) => !present(facts.get(r) as RootFacts));
    if (missing < 0) return null;
    return {
      status: 404,
      code: 'NOT_FOUND',
      message: 'the token is not there',
      field: `${field}.${missing}`,
    };
  };
  const done = async (locked: LockedList) =>
    toApi((await tokenListById(locked.tx, locked.list.id)) as StoredTokenList);

  app.post(
    `${A}/:id/tokens`,
    withBody(TokenListTokensRequest),
    onList<TokenListTokensRequest>('manager', async (locked, body, reply) => {
      const refused = await tokensRefusal(locked, body.tokens, 'tokens', false);
      if (refused) return refuse(reply, refused);
      await addListTokens(locked, body.tokens, now());
      return done(locked);
    }),
  );

  app.delete(
    `${A}/:id/tokens`,
    withBody(TokenListRemoveRequest),
    onList<TokenListRemoveRequest>('manager', async (locked, body, reply) => {
      const refused = await absentRefusal(locked, body.root_addresses, (f) => f.inList, 'root_addresses');
      if (refused) return refuse(reply, refused);
      await removeListTokens(locked, body.root_addresses, now());
      return done(locked);
    }),
  );

  app.put(
    `${A}/:id/tokens/ordering`,
    withBody(TokenOrderingRequest),
    onList<TokenOrderingRequest>('manager', async (locked, body, reply) => {
      const roots = body.map((e) => e.root_address);
      const refused = await absentRefusal(locked, roots, (f) => f.inList, '');
      if (refused) return refuse(reply, refused);
      await orderListTokens(
        locked,
        body.map((e) => ({ order: e.order, root: e.root_address })),
        now(),
      );
      return done(locked);
    }),
  );

  // Any signed-in caller may propose; the web offers it to those who cannot add.
  app.post(
    `${A}/:id/proposals`,
    withBody(TokenListTokensRequest),
    onList<TokenListTokensRequest>('signedIn', async (locked, body, reply, caller) => {
      const refused = await tokensRefusal(locked, body.tokens, 'tokens', true);
      if (refused) return refuse(reply, refused);
      await proposeListTokens(locked, caller.sub, body.tokens, now());
      return done(locked);
    }),
  );

  app.post(
    `${A}/:id/proposals/approve`,
    withBody(TokenListApproveRequest),
    onList<TokenListApproveRequest>('manager', async (locked, body, reply) => {
      const roots = body.root_addresses;
      const absent = await absentRefusal(locked, roots, (f) => f.proposal === 'Pending', 'root_addresses');
      if (absent) return refuse(reply, absent);
      if (body.approve) {
        // Trust may have been withdrawn since the proposal: a verified list still takes only verified tokens.
        const refused = await tokensRefusal(locked, roots, 'root_addresses', false);
        if (refused) return refuse(reply, refused);
        await addListTokens(locked, roots, now());
      } else await declineListProposals(locked, roots, now());
      return done(locked);
    }),
  );

  // ── the caller's lists ───────────────────────────────────────────────────────────────────────

  app.post(`${A}/list`, { ...signedIn, schema: { body: MyTokenListsRequest } }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const body = request.body as z.output<typeof MyTokenListsRequest>;
    const caller = listCaller(request);
    const rows = await listPage(body, caller, !body.only_my);
    const roles = await rolesIn(
      db,
      rows.map((l) => l.id),
      caller,
    );
    return MyTokenListsResponse.parse({
      rows: rows.map((l) => ({
        token_list: toApi(l),
        is_owner: roles.get(l.id)?.isOwner ?? false,
        is_manager: roles.get(l.id)?.isManager ?? false,
      })),
    });
  });
  app.post(
    `${A}/list/count`,
    { ...signedIn, schema: { body: MyTokenListsRequest } },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const body = request.body as z.output<typeof MyTokenListsRequest>;
      return TokenListCountResponse.parse({
        count: await listCount(body, listCaller(request), !body.only_my),
      });
    },
  );

  app.put(
    `${A}/ordering`,
    { ...signedIn, schema: { body: TokenListOrderingRequest } },
    async (request, reply) => {
      const body = request.body as TokenListOrderingRequest;
      reply.header('cache-control', NO_STORE);
      const result = await orderMyTokenLists(db, listCaller(request), body);
      if (result !== 'ordered')
        return reply
          .code(403)
          .send(errorBody('FORBIDDEN', 'you neither own nor manage this list', `${result.notMember}.id`));
      return { ordered: body.length };
    },
  );

  await tokenManifestRoutes(app, { database, networkId: options.networkId, listById });
}
