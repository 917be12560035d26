// One guarded GET of a JSON document at a URL the server did not choose (NFT metadata, token list
// manifests, price feeds). Each hop resolves the name once, checks every address against the policy
// and connects to the address it checked — never to the name again, so a second DNS answer cannot
// swap in another address (rebinding) — and a redirect starts the checks over. The socket's remote
// address is checked once more when it connects. The whole fetch, redirects included, is bounded in
// time and size.
import { lookup as systemLookup } from 'node:dns/promises';
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { type AllowList, allowListed, canonicalAddress, emptyAllowList, refusalOf } from './address-policy';

export type FetchRefusal =
  | 'url' // not a URL this fetcher takes
  | 'protocol' // not https (or, in dev, http to a host that is not allow-listed)
  | 'address' // the host is or resolves to a refused address
  | 'dns' // the name does not resolve
  | 'timeout'
  | 'too-large'
  | 'redirect' // too many, or without a Location
  | 'status' // the final answer is not 2xx
  | 'not-json'
  | 'network'; // the connection failed

export class SafeFetchError extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** Resolves a host name to its addresses (as text). */
export type Resolve = (hostname: string) => Promise<string[]>;

const resolveWithSystem: Resolve = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface SafeFetchOptions {
  /** `serve` fetches https only; `dev` also takes http from allow-listed hosts. */
  mode: 'serve' | 'dev';
  allow?: AllowList;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; the system resolver by default. */
  resolve?: Resolve;
  /** Extra trusted certificate authorities (PEM), for an operator's own https host. */
  ca?: string;
}

export interface FetchedJson {
  /** The URL that answered, after redirects. */
  url: string;
  json: unknown;
}

export const FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 256 * 1024, maxRedirects: 3, urlLength: 2_048 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Media types taken as JSON: JSON itself, and plain text, which many static hosts give .json files. */
const JSON_TYPES = /^(application\/([a-z0-9.+-]+\+)?json|text\/plain)\s*(;|$)/i;

interface Hop {
  url: URL;
  host: string;
  address: string;
}

/** Checks a URL and resolves its host to addresses that are all allowed, or throws why not. */
async function checkedHop(text: string, options: SafeFetchOptions, allow: AllowList): Promise<Hop> {
  if (text.length > FETCH_LIMITS.urlLength)
    throw new SafeFetchError('url', `the URL is longer than ${FETCH_LIMITS.urlLength} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SafeFetchError('url', `not a URL: ${text.slice(0, 100)}`);
  }
  const http = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !(http && options.mode === 'dev'))
    throw new SafeFetchError('protocol', `only https URLs are fetched, not ${url.protocol.slice(0, -1)}`);
  if (url.username || url.password) throw new SafeFetchError('url', 'a URL with credentials is not fetched');
  // The URL parser has already turned 0x7f000001, 0177.0.0.1 and [::ffff:7f00:1] into canonical forms.
  const host = url.hostname.toLowerCase();
  const literal = canonicalAddress(host);
  let addresses: string[];
  if (literal !== null) addresses = [literal];
  else {
    try {
      addresses = await (options.resolve ?? resolveWithSystem)(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'no answer';
      throw new SafeFetchError('dns', `${host} does not resolve (${code})`);
    }
    if (!addresses.length) throw new SafeFetchError('dns', `${host} has no address`);
  }
  const canonical: string[] = [];
  // Every answer must pass: a name with one public and one private address is refused, not raced.
  for (const answer of addresses) {
    const address = canonicalAddress(answer);
    if (address === null) throw new SafeFetchError('dns', `${host} resolved to ${answer}, not an address`);
    const refusal = refusalOf(address, host, allow);
    if (refusal) throw new SafeFetchError('address', literal === null ? `${host}: ${refusal}` : refusal);
    if (http && !allowListed(address, host, allow))
      throw new SafeFetchError(
        'protocol',
        `http is fetched only from allow-listed hosts, and ${host} is not one`,
      );
    canonical.push(address);
  }
  return { url, host, address: canonical[0] };
}

/** Sends one GET to the checked address and resolves with the response, its body not yet read. */
function get(hop: Hop, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, host, address } = hop;
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request: ClientRequest = (secure ? httpsRequest : httpRequest)({
      host: address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { host: url.host, accept: 'application/json', 'user-agent': 'tvmscan' },
      // A fresh connection per hop: a pooled socket keyed by address could outlive the check.
      agent: false,
      signal,
      ...(secure ? { servername: canonicalAddress(host) === null ? host : undefined, ca: options.ca } : {}),
    });
    request.once('socket', (socket: Socket) => {
      socket.once('connect', () => {
        const remote = canonicalAddress(socket.remoteAddress ?? '');
        if (remote !== address)
          request.destroy(new SafeFetchError('address', `${host}: connected to ${remote}, not ${address}`));
      });
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** Reads a body up to `maxBytes`, refusing as soon as it would pass them. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('too-large', `the body is ${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new SafeFetchError('too-large', `the body is more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Why a failure of the fetch happened, as the error the caller sees. */
function explain(error: unknown, signal: AbortSignal, timeoutMs: number): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError('timeout', `no complete answer within ${timeoutMs} ms`);
  const code = (error as NodeJS.ErrnoException).code;
  return new SafeFetchError('network', `the connection failed (${code ?? (error as Error).message})`);
}

/**
 * GETs the JSON document at `url` under the policy: https only (http from allow-listed hosts in dev),
 * no refused address on any hop, at most `maxRedirects` redirects, `maxBytes` of body and `timeoutMs`
 * in all. Throws SafeFetchError with the reason.
 */
export async function fetchJson(url: string, options: SafeFetchOptions): Promise<FetchedJson> {
  const allow = options.allow ?? emptyAllowList();
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  const deadline = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  deadline.catch(() => {});
  try {
    let next = url;
    for (let redirects = 0; ; redirects++) {
      const hop = await Promise.race([checkedHop(next, options, allow), deadline]);
      const response = await Promise.race([get(hop, options, signal), deadline]);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new SafeFetchError('redirect', `${status} without a Location`);
        if (redirects >= maxRedirects)
          throw new SafeFetchError('redirect', `more than ${maxRedirects} redirects`);
        next = new URL(location, hop.url).toString();
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new SafeFetchError('status', `the server answered ${status}`);
      }
      const type = response.headers['content-type'];
      if (type !== undefined && !JSON_TYPES.test(type)) {
        response.destroy();
        throw new SafeFetchError('not-json', `the body is ${type.slice(0, 100)}, not JSON`);
      }
      const body = await Promise.race([readCapped(response, maxBytes), deadline]);
      try {
        return { url: hop.url.toString(), json: JSON.parse(body.toString('utf8')) };
      } catch {
        throw new SafeFetchError('not-json', 'the body is not valid JSON');
      }
    }
  } catch (error) {
    throw explain(error, signal, timeoutMs);
  }
}
