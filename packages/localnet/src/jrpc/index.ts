// A JSON-RPC 2.0 endpoint in the dialect of everscale-jrpc, so wallets, everscale-standalone-client
// and nekoton can read from and send to the local network as they do to a real node. The caller mounts
// `handle` on an HTTP POST route (the CLI serves it at /rpc) and must call `close` when done.
import type { Localnet, MasterchainBatch } from '../localnet';
import { ChainIndex } from './chain-index';
import { InvalidParams, type RpcNetwork, rpcMethods } from './methods';

export type { RpcNetwork } from './methods';

/** JSON-RPC 2.0 error codes. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const SERVER_ERROR = -32000;

type Id = string | number | null;

export interface JrpcEndpoint {
  /** Answers one request body (a JSON-RPC request) with a response body. */
  handle(body: string): string;
  close(): void;
}

export function createJrpcEndpoint(net: RpcNetwork & Pick<Localnet, 'batch' | 'on' | 'off'>): JrpcEndpoint {
  const index = new ChainIndex((mcSeqno) => net.batch(mcSeqno));
  const onBatch = (batch: MasterchainBatch) => index.add(batch);
  // Subscribe first, then catch up (the index skips a batch it already holds).
  net.on('batch', onBatch);
  for (let seqno = 1; seqno <= net.head().mcSeqno; seqno++) index.add(net.batch(seqno));
  const methods = rpcMethods(net, index);

  return {
    handle(body) {
      let request: unknown;
      try {
        request = JSON.parse(body);
      } catch {
        return reply(null, { error: { code: PARSE_ERROR, message: 'the body is not JSON' } });
      }
      if (!isRequest(request)) {
        return reply(null, {
          error: { code: INVALID_REQUEST, message: 'a JSON-RPC 2.0 request object is required' },
        });
      }
      const id = request.id ?? null;
      const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
      if (!method)
        return reply(id, { error: { code: METHOD_NOT_FOUND, message: `unknown method ${request.method}` } });
      const params = request.params ?? {};
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        return reply(id, { error: { code: INVALID_PARAMS, message: 'params must be an object' } });
      }
      try {
        return reply(id, { result: method(params as Record<string, unknown>) });
      } catch (error) {
        const code = error instanceof InvalidParams ? INVALID_PARAMS : SERVER_ERROR;
        return reply(id, { error: { code, message: (error as Error).message } });
      }
    },
    close() {
      net.off('batch', onBatch as (arg: never) => void);
    },
  };
}

interface Request {
  jsonrpc: '2.0';
  id?: Id;
  method: string;
  params?: unknown;
}

function isRequest(value: unknown): value is Request {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return r.jsonrpc === '2.0' && typeof r.method === 'string';
}

function reply(id: Id, outcome: { result: unknown } | { error: { code: number; message: string } }): string {
  return JSON.stringify({ jsonrpc: '2.0', id, ...outcome });
}
