// The fetcher against the SSRF corpus, with nothing leaving loopback: names resolve through a DNS
// server this test runs on 127.0.0.1, and a guard on every TCP connect in this process fails the test
// (and stops the connection before its first packet) when the target is not a loopback address. The
// documents are served from 127.0.0.2, which the tests allow-list as an operator would an internal
// host; 127.0.0.1 stands for what must never be reached.
import { execFileSync } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dnsPacket from 'dns-packet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FetchRefusal,
  fetchJson,
  parseAllowList,
  type Resolve,
  SafeFetchError,
  type SafeFetchOptions,
} from '../src/index';

// ---- the connect guard -------------------------------------------------------------------------
const strayConnects: string[] = [];
const loopback = (host: string) => /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1';
const originalConnect = Socket.prototype.connect;
// biome-ignore lint/suspicious/noExplicitAny: net.Socket#connect's overloads, normalised or not
Socket.prototype.connect = function guardedConnect(this: Socket, ...args: any[]) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const host: string | undefined =
    typeof first === 'object' ? (first.path ? '127.0.0.1' : (first.host ?? 'localhost')) : args[1];
  if (host !== undefined && !loopback(host)) {
    strayConnects.push(host);
    this.destroy(new Error(`test guard: a connection to ${host} was attempted`));
    return this;
  }
  return originalConnect.apply(this, args as Parameters<typeof originalConnect>);
} as typeof Socket.prototype.connect;

// ---- DNS on 127.0.0.1 ----------------------------------------------------------------------------
const ZONE: Record<string, { A?: string[]; AAAA?: string[] }> = {
  'meta.test': { A: ['127.0.0.2'] },
  'private.test': { A: ['10.0.0.5'] },
  'mapped.test': { AAAA: ['::ffff:127.0.0.1'] },
  'mixed.test': { A: ['93.184.215.14', '192.168.1.10'] },
  'public.test': { A: ['93.184.215.14'] },
  'metadata.test': { A: ['169.254.169.254'] },
};
const queries: string[] = [];
let dns: UdpSocket;
let resolve: Resolve;

function answer(message: Buffer, from: { port: number; address: string }) {
  const query = dnsPacket.decode(message);
  const question = query.questions?.[0];
  if (!question) return;
  queries.push(`${question.type} ${question.name}`);
  const records = ZONE[question.name.toLowerCase()];
  const data = question.type === 'A' || question.type === 'AAAA' ? (records?.[question.type] ?? []) : [];
  const response = dnsPacket.encode({
    type: 'response',
    id: query.id,
    // NXDOMAIN (rcode 3) for names the zone lacks, an empty answer for a type a name lacks.
    flags: dnsPacket.AUTHORITATIVE_ANSWER | (records ? 0 : 3),
    questions: [question],
    answers: data.map((address) => ({
      type: question.type as 'A' | 'AAAA',
      name: question.name,
      ttl: 60,
      data: address,
    })),
  });
  dns.send(response, from.port, from.address);
}

// ---- the document servers on 127.0.0.2 (and 127.0.0.1, which must see nothing) ------------------
let plain: Server;
let tls: Server;
let forbidden: Server;
let forbiddenHits = 0;
let tlsPort = 0;
let plainPort = 0;
let forbiddenPort = 0;
let ca = '';
const certDir = mkdtempSync(join(tmpdir(), 'tvmscan-safe-fetch-'));

function documents(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  const json = (body: string, type = 'application/json') => {
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  };
  if (path === '/ok') return json(JSON.stringify({ name: 'Region 1', host: request.headers.host }));
  if (path === '/text') return json('{"name":"plain"}', 'text/plain; charset=utf-8');
  if (path === '/html') return json('<html></html>', 'text/html');
  if (path === '/broken') return json('{"name":');
  if (path === '/declared-large') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': 300_000 });
    return response.end(`"${'x'.repeat(299_998)}"`);
  }
  if (path === '/chunked-large') {
    response.writeHead(200, { 'content-type': 'application/json' });
    for (let i = 0; i < 30; i++) response.write('x'.repeat(10_000));
    return response.end();
  }
  if (path === '/slow') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('[');
    const drip = setInterval(() => response.write('1,'), 100);
    response.on('close', () => clearInterval(drip));
    return;
  }
  if (path === '/missing') {
    response.writeHead(404);
    return response.end();
  }
  const redirect = (location: string) => {
    response.writeHead(302, { location });
    response.end();
  };
  if (path === '/to-loopback') return redirect(`http://127.0.0.1:${forbiddenPort}/ok`);
  if (path === '/to-private-name') return redirect('http://private.test/ok');
  if (path === '/to-ok') return redirect('/ok');
  if (path.startsWith('/loop')) return redirect(`/loop${Number(path.slice(5) || 0) + 1}`);
  response.writeHead(500);
  response.end();
}

beforeAll(async () => {
  dns = createSocket('udp4', answer);
  dns.bind(0, '127.0.0.1');
  await once(dns, 'listening');
  const resolver = new Resolver({ timeout: 1_000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dns.address().port}`]);
  resolve = async (name) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const found = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (!found.length && v4.status === 'rejected') throw v4.reason;
    return found;
  };

  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=meta.test',
      '-addext',
      'subjectAltName=DNS:meta.test',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(join(certDir, 'cert.pem'), 'utf8');
  const key = readFileSync(join(certDir, 'key.pem'), 'utf8');

  plain = createServer(documents).listen(0, '127.0.0.2');
  tls = createTlsServer({ key, cert: ca }, documents).listen(0, '127.0.0.2');
  forbidden = createServer((_, response) => {
    forbiddenHits++;
    response.end('{}');
  }).listen(0, '127.0.0.1');
  await Promise.all([once(plain, 'listening'), once(tls, 'listening'), once(forbidden, 'listening')]);
  plainPort = (plain.address() as { port: number }).port;
  tlsPort = (tls.address() as { port: number }).port;
  forbiddenPort = (forbidden.address() as { port: number }).port;
});

afterAll(() => {
  Socket.prototype.connect = originalConnect;
  dns?.close();
  plain?.close();
  tls?.close();
  forbidden?.close();
  rmSync(certDir, { recursive: true, force: true });
});

afterEach(() => {
  // Each test answers for its own connections only.
  const stray = strayConnects.splice(0);
  const hits = forbiddenHits;
  forbiddenHits = 0;
  expect(stray, 'connections attempted beyond loopback').toEqual([]);
  expect(hits, 'requests that reached 127.0.0.1').toBe(0);
});

const allow = parseAllowList('127.0.0.2');
const dev = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  mode: 'dev',
  allow,
  resolve,
  ...extra,
});
const serve = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  mode: 'serve',
  allow,
  resolve,
  ca,
  ...extra,
});

async function refusal(
  url: string,
  options: SafeFetchOptions,
): Promise<{ reason: FetchRefusal; message: string }> {
  try {
    await fetchJson(url, options);
  } catch (error) {
    expect(error).toBeInstanceOf(SafeFetchError);
    return { reason: (error as SafeFetchError).reason, message: (error as SafeFetchError).message };
  }
  throw new Error(`${url} was fetched`);
}

describe('the SSRF corpus, each refused before any connection', () => {
  it.each([
    ['https://127.0.0.1/', '127.0.0.1 is not a public address (loopback)'],
    ['https://[::1]/', '::1 is not a public address (loopback)'],
    ['https://0x7f000001/', '127.0.0.1 is not a public address (loopback)'],
    ['https://0177.0.0.1/', '127.0.0.1 is not a public address (loopback)'],
    ['https://2130706433/', '127.0.0.1 is not a public address (loopback)'],
    ['https://[::ffff:127.0.0.1]/', '127.0.0.1 is not a public address (loopback)'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address (linkLocal)'],
    ['https://[fe80::1]/', 'fe80::1 is not a public address (linkLocal)'],
    ['https://[fd00::1]/', 'fd00::1 is not a public address (uniqueLocal)'],
    ['https://224.0.0.1/', '224.0.0.1 is not a public address (multicast)'],
    ['https://0.0.0.0/', '0.0.0.0 is not a public address (unspecified)'],
    ['https://100.64.0.1/', '100.64.0.1 is not a public address (carrierGradeNat)'],
    ['https://[2002:7f00:1::]/', '2002:7f00:1:: is not a public address (6to4)'],
    ['https://private.test/', 'private.test: 10.0.0.5 is not a public address (private)'],
    ['https://metadata.test/', 'metadata.test: 169.254.169.254 is not a public address (linkLocal)'],
    ['https://mapped.test/', 'mapped.test: 127.0.0.1 is not a public address (loopback)'],
    ['https://mixed.test/', 'mixed.test: 192.168.1.10 is not a public address (private)'],
  ])('%s', async (url, message) => {
    expect(await refusal(url, serve())).toEqual({ reason: 'address', message });
  });

  it('a redirect to loopback', async () => {
    expect(await refusal(`http://127.0.0.2:${plainPort}/to-loopback`, dev())).toEqual({
      reason: 'address',
      message: '127.0.0.1 is not a public address (loopback)',
    });
  });

  it('a redirect to a name that resolves to a private address', async () => {
    expect(await refusal(`https://meta.test:${tlsPort}/to-private-name`, serve())).toMatchObject({
      reason: 'protocol', // https → http is refused under serve before the name is looked up
    });
    expect(await refusal(`http://meta.test:${plainPort}/to-private-name`, dev())).toEqual({
      reason: 'address',
      message: 'private.test: 10.0.0.5 is not a public address (private)',
    });
  });

  it('schemes other than https, and credentials', async () => {
    for (const url of ['ftp://meta.test/x', 'file:///etc/passwd', 'data:application/json,{}', 'gopher://a/'])
      expect((await refusal(url, serve())).reason).toBe('protocol');
    expect(await refusal(`http://meta.test:${plainPort}/ok`, serve())).toEqual({
      reason: 'protocol',
      message: 'only https URLs are fetched, not http',
    });
    expect(await refusal(`http://public.test/ok`, dev())).toEqual({
      reason: 'protocol',
      message: 'http is fetched only from allow-listed hosts, and public.test is not one',
    });
    expect((await refusal(`https://user:secret@meta.test:${tlsPort}/ok`, serve())).reason).toBe('url');
    expect((await refusal('not a url', serve())).reason).toBe('url');
    expect((await refusal(`https://meta.test/${'a'.repeat(3_000)}`, serve())).reason).toBe('url');
  });

  it('a name that does not resolve', async () => {
    expect(await refusal('https://nowhere.test/', serve())).toMatchObject({ reason: 'dns' });
  });
});

describe('bounded answers', () => {
  it('an oversized body, declared or streamed', async () => {
    expect(await refusal(`https://meta.test:${tlsPort}/declared-large`, serve())).toEqual({
      reason: 'too-large',
      message: 'the body is 300000 bytes, more than 262144',
    });
    expect(await refusal(`https://meta.test:${tlsPort}/chunked-large`, serve())).toEqual({
      reason: 'too-large',
      message: 'the body is more than 262144 bytes',
    });
  });

  it('a slow body ends at the time limit', async () => {
    const started = performance.now();
    expect(await refusal(`https://meta.test:${tlsPort}/slow`, serve({ timeoutMs: 500 }))).toEqual({
      reason: 'timeout',
      message: 'no complete answer within 500 ms',
    });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('too many redirects, not JSON, an error status', async () => {
    expect(await refusal(`https://meta.test:${tlsPort}/loop`, serve())).toEqual({
      reason: 'redirect',
      message: 'more than 3 redirects',
    });
    expect(await refusal(`https://meta.test:${tlsPort}/html`, serve())).toEqual({
      reason: 'not-json',
      message: 'the body is text/html, not JSON',
    });
    expect((await refusal(`https://meta.test:${tlsPort}/broken`, serve())).reason).toBe('not-json');
    expect(await refusal(`https://meta.test:${tlsPort}/missing`, serve())).toEqual({
      reason: 'status',
      message: 'the server answered 404',
    });
  });

  it('a certificate for another name', async () => {
    // The same server by its address: its certificate names meta.test only.
    expect((await refusal(`https://127.0.0.2:${tlsPort}/ok`, serve())).reason).toBe('network');
  });
});

describe('what is fetched', () => {
  it('https JSON from a name, connecting to the address checked, with the name as Host and SNI', async () => {
    queries.length = 0;
    const fetched = await fetchJson(`https://meta.test:${tlsPort}/to-ok`, serve());
    expect(fetched).toEqual({
      url: `https://meta.test:${tlsPort}/ok`,
      json: { name: 'Region 1', host: `meta.test:${tlsPort}` },
    });
    // One lookup per hop (A and AAAA), never a second one at connect time.
    expect(queries.sort()).toEqual(['A meta.test', 'A meta.test', 'AAAA meta.test', 'AAAA meta.test']);
  });

  it('plain text that is JSON, and http from an allow-listed host in dev', async () => {
    expect((await fetchJson(`https://meta.test:${tlsPort}/text`, serve())).json).toEqual({ name: 'plain' });
    expect((await fetchJson(`http://meta.test:${plainPort}/ok`, dev())).json).toMatchObject({
      name: 'Region 1',
    });
  });

  it('without the allow list, the same internal host is refused', async () => {
    expect(await refusal(`https://meta.test:${tlsPort}/ok`, serve({ allow: parseAllowList('') }))).toEqual({
      reason: 'address',
      message: 'meta.test: 127.0.0.2 is not a public address (loopback)',
    });
  });
});

describe('TVMSCAN_FETCH_ALLOW', () => {
  it('reads addresses, ranges and host names, and names an entry it cannot read', () => {
    const list = parseAllowList(' 10.1.0.0/16, ::1 ,metadata.internal,,');
    expect(list.ranges.map(([a, bits]) => `${a.toString()}/${bits}`)).toEqual(['10.1.0.0/16', '::1/128']);
    expect([...list.hosts]).toEqual(['metadata.internal']);
    expect(() => parseAllowList('10.0.0.0/16,http://x')).toThrow(
      'TVMSCAN_FETCH_ALLOW: "http://x" is neither an address, a range nor a host name',
    );
  });
});
