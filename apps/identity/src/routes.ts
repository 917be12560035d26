// The embedded OpenID provider as a Fastify plugin, mounted at /oidc (decision 0044). Under the prefix:
// - the JSON steps of the web app's sign-in and registration screens, /interaction/:uid[/login,
//   /register, /confirm], and the mailed link /verify-email?token=…, refusing with `{ code, message,
//   field }`;
// - everything else is oidc-provider's (discovery, jwks, auth, token, revocation, end session...),
//   handed the raw request: it parses its own bodies, so this part of the plugin parses none.
import type { IncomingMessage } from 'node:http';
import {
  EMAIL_TAKEN_MESSAGE,
  errorBody,
  IDENTITY_LIMITS,
  IdentityCredentials,
  type InteractionDetails,
  InteractionParams,
  type InteractionRedirect,
  validationRefusal,
} from '@tvmscan/api-schema';
import { type AttemptLimit, AttemptLimiter } from '@tvmscan/attempt-limits';
import { type Database, pruneOidcPayloads } from '@tvmscan/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { authenticate, createAccount, EmailTaken } from './accounts';
import { sendVerificationMail, verifyEmail } from './email-verification';
import type { ProviderKeys } from './keys';
import type { Mailer } from './mailer';
import { createProvider } from './provider';
import type { IdentityUrls } from './urls';

export interface AttemptLimits {
  /** Failed sign-ins per account (email). */
  perAccount: AttemptLimit;
  /** Failed sign-ins and registrations per client IP. */
  perIp: AttemptLimit;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  perAccount: { attempts: 5, windowMs: 15 * 60_000 },
  perIp: { attempts: 30, windowMs: 15 * 60_000 },
};

export interface IdentityOptions {
  database: Database;
  urls: IdentityUrls;
  /** TVMSCAN_OIDC_CLIENT_ID; default `frontend`. */
  clientId?: string;
  keys: ProviderKeys;
  /** Where verification mails go (mailer.ts). */
  mailer: Mailer;
  trustProxy?: boolean;
  attemptLimits?: AttemptLimits;
  /** Seconds a rotated refresh token may still be used (default 10, payload-adapter.ts). */
  refreshGraceS?: number;
}

export const DEFAULT_CLIENT_ID = 'frontend';

/** Expired provider rows are deleted this often (they read as absent before). */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** The interaction is unknown, expired, or not the one this browser's cookie names. */
class InteractionGone extends Error {}

const Token = z.strictObject({ token: z.string().max(128) });

export async function identityRoutes(app: FastifyInstance, options: IdentityOptions): Promise<void> {
  const { database, urls, mailer } = options;
  const provider = createProvider({
    database,
    urls,
    clientId: options.clientId ?? DEFAULT_CLIENT_ID,
    keys: options.keys,
    trustProxy: options.trustProxy,
    refreshGraceS: options.refreshGraceS,
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID provider error'));
  const limits = options.attemptLimits ?? DEFAULT_ATTEMPT_LIMITS;
  const perAccount = new AttemptLimiter(limits.perAccount);
  const perIp = new AttemptLimiter(limits.perIp);
  const verifyUrl = `${urls.issuer}/verify-email`;

  const pruning = setInterval(() => {
    pruneOidcPayloads(database).catch((error) =>
      app.log.warn({ err: error }, 'could not prune expired sessions'),
    );
  }, PRUNE_INTERVAL_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(validationRefusal(error.validation));
    if (error instanceof InteractionGone)
      return reply
        .code(400)
        .send(errorBody('BAD_REQUEST', 'This sign-in has expired; start it again from the app.', 'uid'));
    // Fastify's own refusals (a body too large, malformed JSON, a wrong content type) are 4xx already.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.code(status).send(errorBody('BAD_REQUEST', (error as Error).message));
    throw error;
  });

  /** The interaction this browser is in, which must be the one the URL names. */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = request.params as z.infer<typeof InteractionParams>;
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch((error) => {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    });
    if (!interaction || interaction.uid !== uid) throw new InteractionGone();
    return interaction;
  }

  /** Ends the interaction with `result`; the browser goes on to the provider. */
  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<InteractionRedirect> => ({
    redirectTo: await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: true,
    }),
  });

  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .send(
        errorBody('RATE_LIMITED', `Too many attempts, please try again in ${Math.ceil(seconds / 60)} min.`),
      );

  const steps = { bodyLimit: IDENTITY_LIMITS.bodyBytes };

  app.get('/interaction/:uid', { schema: { params: InteractionParams } }, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    const details: InteractionDetails = {
      uid: interaction.uid,
      prompt: interaction.prompt.name,
      clientId: String(interaction.params.client_id),
    };
    return details;
  });

  /** A step that takes `{email, password}` in the interaction the URL names; `decide` says which
   *  account signs in, or answers the refusal itself. */
  const credentialStep = (
    step: 'login' | 'register',
    decide: (
      request: FastifyRequest,
      reply: FastifyReply,
      credentials: IdentityCredentials,
    ) => Promise<{ accountId: string } | FastifyReply>,
  ) =>
    app.post(
      `/interaction/:uid/${step}`,
      { ...steps, schema: { params: InteractionParams, body: IdentityCredentials } },
      async (request, reply) => {
        await interactionOf(request, reply);
        const decided = await decide(request, reply, request.body as IdentityCredentials);
        return 'accountId' in decided ? finish(request, reply, { login: decided }) : decided;
      },
    );

  credentialStep('login', async (request, reply, { email, password }) => {
    const ipKey = request.ip;
    const accountKey = email.toLowerCase();
    const wait = Math.max(perIp.retryAfter(ipKey), perAccount.retryAfter(accountKey));
    if (wait > 0) return tooMany(reply, wait);
    const account = await authenticate(database, email, password);
    if (!account) {
      perIp.record(ipKey);
      perAccount.record(accountKey);
      return reply.code(401).send(errorBody('UNAUTHORIZED', 'Wrong email or password.', 'password'));
    }
    perAccount.clear(accountKey);
    return { accountId: account.id };
  });

  credentialStep('register', async (request, reply, { email, password }) => {
    const wait = perIp.retryAfter(request.ip);
    if (wait > 0) return tooMany(reply, wait);
    // Every registration counts against the IP: accounts (and the mails they send) are not free.
    perIp.record(request.ip);
    let account: Awaited<ReturnType<typeof createAccount>>;
    try {
      account = await createAccount(database, { email, password });
    } catch (error) {
      if (error instanceof EmailTaken)
        return reply.code(409).send(errorBody('BAD_REQUEST', EMAIL_TAKEN_MESSAGE, 'email'));
      throw error;
    }
    // The account is signed in whatever the mailer does; an undelivered link is logged, and the email
    // stays unverified (no rights hang on it) until a link is followed.
    await sendVerificationMail(database, mailer, account, verifyUrl).catch((error) =>
      request.log.error({ err: error }, `could not send the verification mail through ${mailer.description}`),
    );
    return { accountId: account.id };
  });

  // Consent, when the provider asks for it (a grant made before the scopes it now needs): the web app
  // is the explorer's own client, so its screen confirms without asking the user.
  app.post(
    '/interaction/:uid/confirm',
    { ...steps, schema: { params: InteractionParams } },
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const accountId = interaction.session?.accountId;
      if (interaction.prompt.name !== 'consent' || !accountId)
        return reply
          .code(400)
          .send(errorBody('BAD_REQUEST', 'This sign-in asks for no confirmation.', 'uid'));
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
      if (!grant) throw new InteractionGone();
      const details = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      return finish(request, reply, { consent: interaction.grantId ? {} : { grantId } });
    },
  );

  app.get('/verify-email', { schema: { querystring: Token } }, async (request, reply) => {
    const { token } = request.query as z.infer<typeof Token>;
    if (!(await verifyEmail(database, token)))
      return reply
        .code(400)
        .send(
          errorBody('BAD_REQUEST', 'This link is not valid: it was used, expired, or mistyped.', 'token'),
        );
    return reply.redirect(`${urls.appRoot}?email_verified=1`, 303);
  });

  // The rest is the provider's. Its routes are relative to the prefix, as under Express: the raw URL
  // loses the prefix and keeps it in `originalUrl`, from which oidc-provider builds its own links.
  const prefix = app.prefix;
  const callback = provider.callback();
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handOver = (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      const rest = (raw.url ?? prefix).slice(prefix.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      reply.hijack();
      callback(raw, reply.raw);
    };
    passthrough.all('/*', handOver);
  });
}
