// The verification service's HTTP routes (spec §7 "Verification service"), as a Fastify plugin the
// explorer mounts under /api/verify and a standalone server can mount too. Bodies are checked by the
// api-schema's zod schemas; every refusal is `{ code, message, field }`. Errors this plugin does not
// own (a database outage) go on to the host's error handler.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  AttestRequest,
  CompileRequest,
  ContractListRequest,
  errorBody,
  Hash,
  RawAddress,
  VERIFY_LIMITS,
  VERIFY_SOURCE_ROOT,
  validationRefusal,
} from '@tvmscan/api-schema';
import { type Database, listVerifiedContracts } from '@tvmscan/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attest } from './attestation';
import { CompileRunner, QueueFull } from './compile-runner';
import type { NativeCompiler } from './compilers';
import { Compilers } from './compilers';
import { infoByAddress, infoByCodeHash } from './contract-info';
import { RequestFault, relativeSourcePath } from './sources';
import { compileAndVerify } from './verification';

export interface VerifyOptions {
  database: Database;
  /** Compiles' caps and queue; one runner per process (closed with the app). */
  runner?: CompileRunner;
  /** The operator's API keys (TVMSCAN_API_KEYS): only they may POST /attest, until the admin role
   *  comes with sign-in. */
  operatorKeys?: readonly string[];
  /** TVM Solidity binaries from the operator's manifest (TVMSCAN_COMPILERS, compiler-manifest.ts). */
  nativeCompilers?: readonly NativeCompiler[];
}

/** Seconds a refused compile should wait: about one compile's time. */
const RETRY_AFTER_S = 5;

const digest = (key: string) => createHash('sha256').update(key).digest();

/** Whether a header names one of the operator's keys: only their digests are kept, compared in constant
 *  time. */
function operatorKeyCheck(keys: readonly string[]): (header: unknown) => boolean {
  const digests = keys.map(digest);
  return (header) => {
    if (typeof header !== 'string' || header === '') return false;
    const d = digest(header);
    return digests.some((k) => timingSafeEqual(k, d));
  };
}

const notVerified = (reply: FastifyReply, what: string, field: string) =>
  reply.code(404).send(errorBody('NOT_FOUND', `${what} is not verified`, field));

export async function verifyRoutes(app: FastifyInstance, options: VerifyOptions): Promise<void> {
  const { database } = options;
  const runner = options.runner ?? new CompileRunner();
  const compilers = new Compilers(options.nativeCompilers);
  for (const c of options.nativeCompilers ?? [])
    if (c.unavailable) app.log.warn(`TVMSCAN_COMPILERS: ${c.key} is not offered: ${c.unavailable}`);
  app.addHook('onClose', async () => runner.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler((error, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(validationRefusal(error.validation));
    if (error instanceof RequestFault)
      return reply.code(400).send(errorBody('BAD_REQUEST', error.message, error.field));
    if (error instanceof QueueFull)
      return reply
        .code(429)
        .header('retry-after', String(RETRY_AFTER_S))
        .send(errorBody('RATE_LIMITED', error.message));
    throw error;
  });

  const isOperator = operatorKeyCheck(options.operatorKeys ?? []);
  app.post(
    '/attest',
    { bodyLimit: VERIFY_LIMITS.bodyBytes, schema: { body: AttestRequest } },
    async (request, reply) => {
      if (!isOperator(request.headers['x-api-key']))
        return reply
          .code(403)
          .send(errorBody('FORBIDDEN', 'attesting needs an operator API key (X-API-Key)'));
      const body = request.body as AttestRequest;
      const files = body.sources.map((s, i) => {
        const path = relativeSourcePath(s.path);
        if (path === null)
          throw new RequestFault(`sources.${i}.path`, `${s.path} is not a path under ${VERIFY_SOURCE_ROOT}`);
        return { path, content: s.content };
      });
      const { codeHash, outcome } = await attest(database, {
        name: body.contract_name,
        abi: body.abi,
        tvc: new Uint8Array(Buffer.from(body.tvc, 'base64')),
        sources: files,
        compilerVersion: body.compiler_version,
        linkerVersion: body.linker_version ?? null,
        license: body.license ?? null,
        projectLink: body.project_link ?? null,
      });
      return { code_hash: codeHash, outcome };
    },
  );

  app.get('/supported/solc', async () => compilers.texts());
  app.get('/supported/linker', async () => compilers.linkers());
  app.get('/supported/compilers', async () => compilers.supported());

  app.post(
    '/compile',
    { bodyLimit: VERIFY_LIMITS.bodyBytes, schema: { body: CompileRequest } },
    async (request) => compileAndVerify(database, runner, compilers, request.body as CompileRequest),
  );

  app.get(
    '/info/code_hash/:hash',
    { schema: { params: z.strictObject({ hash: Hash }) } },
    async (request, reply) => {
      const { hash } = request.params as { hash: string };
      return (await infoByCodeHash(database, hash)) ?? notVerified(reply, `code hash ${hash}`, 'hash');
    },
  );
  app.get(
    '/info/address/:address',
    { schema: { params: z.strictObject({ address: RawAddress }) } },
    async (request, reply) => {
      const { address } = request.params as { address: string };
      return (
        (await infoByAddress(database, address)) ?? notVerified(reply, `the code of ${address}`, 'address')
      );
    },
  );
  // Contract info by id (spec §7): a code hash, or an address that resolves to its account's code.
  app.get(
    '/info/:id',
    { schema: { params: z.strictObject({ id: z.union([Hash, RawAddress]) }) } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const info = id.includes(':') ? await infoByAddress(database, id) : await infoByCodeHash(database, id);
      return info ?? notVerified(reply, id, 'id');
    },
  );
  app.post('/info/list', { schema: { body: ContractListRequest } }, async (request) => {
    const { limit, offset } = request.body as z.infer<typeof ContractListRequest>;
    const { data, total } = await listVerifiedContracts(database.db, { limit, offset });
    return {
      data: data.map((r) => ({
        code_hash: r.codeHash,
        contract_name: r.contractName,
        compiler_version: r.compilerVersion,
        linker_version: r.linkerVersion,
        verified_by: r.verifiedBy,
        verified_at: r.verifiedAt,
      })),
      total_count: total,
    };
  });
}
