// The verification form's rules (spec §5 "Verification by id", "Compile submit"; §8 "Verification"):
// ids, kept files and their paths, the compile request, and which failure text shows.
import type { CompileResponse } from '@tvmscan/api-schema';
import { beginCell, writeBoc } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/shared/api/client';
import { deployAddress } from '../src/slices/contracts/contract-address';
import { parseContractsSearch } from '../src/slices/contracts/contracts-search';
import {
  compileFailure,
  compileRequest,
  compilerLanguage,
  contractNameOf,
  idLookupError,
  keepSourceFiles,
  linkerRequired,
  normalizeContractId,
  sourcePath,
  type UploadForm,
  uploadComplete,
  urlProblem,
  verifiedHash,
} from '../src/slices/contracts/verification';

const HASH = 'ab'.repeat(32);
const ELECTOR = `-1:${'3'.repeat(64)}`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('verification by id', () => {
  it('takes a code hash (lower-cased) or an address (as raw), and nothing else', () => {
    expect(normalizeContractId(` ${HASH.toUpperCase()} `)).toBe(HASH);
    expect(normalizeContractId(ELECTOR)).toBe(ELECTOR);
    expect(normalizeContractId('0:abc')).toBeNull();
    expect(normalizeContractId('hello')).toBeNull();
  });

  it('reads 404 as "use the compiler form", a refusal with a message as itself, else "wrong"', () => {
    expect(idLookupError(new ApiError(404, 'NOT_FOUND', 'x is not verified'))).toEqual({
      key: 'abiNotFound',
    });
    expect(idLookupError(new ApiError(400, 'BAD_REQUEST', 'id: invalid'))).toEqual({ text: 'id: invalid' });
    expect(idLookupError(new ApiError(502, 'HTTP_502', 'Bad Gateway'))).toEqual({ key: 'idWrong' });
    expect(idLookupError(new TypeError('Failed to fetch'))).toEqual({ key: 'idWrong' });
  });
});

describe('uploaded sources', () => {
  it('sit under contracts/src, each path minus the picked directory', () => {
    expect(sourcePath('my-project/elector.fc')).toBe('contracts/src/elector.fc');
    expect(sourcePath('my-project/lib/stdlib.fc')).toBe('contracts/src/lib/stdlib.fc');
    expect(sourcePath('alone.fc')).toBe('contracts/src/alone.fc');
  });

  it("keep only the compiler's extensions and ABIs", () => {
    const files = [
      'd/a.fc',
      'd/b.func',
      'd/c.tolk',
      'd/x.sol',
      'd/README.md',
      'd/a.abi.json',
      'd/package.json',
    ].map((relativePath) => ({ relativePath }));
    const kept = (language: 'func' | 'tolk' | 'solidity') =>
      keepSourceFiles(files, language).map((f) => f.relativePath);
    expect(kept('func')).toEqual(['d/a.fc', 'd/b.func', 'd/a.abi.json']);
    expect(kept('tolk')).toEqual(['d/c.tolk', 'd/a.abi.json']);
    expect(kept('solidity')).toEqual(['d/x.sol', 'd/a.abi.json']);
  });

  it("knows a compiler's language from the list or its key", () => {
    expect(compilerLanguage('func@0.4.6', [])).toBe('func');
    expect(compilerLanguage('tolk@1.3.0', [])).toBe('tolk');
    expect(compilerLanguage('weird', [])).toBeNull();
    expect(
      compilerLanguage('x', [{ key: 'x', language: 'solidity', version: '1', available: true, linker: 'l' }]),
    ).toBe('solidity');
  });
});

describe('compile submit', () => {
  const form: UploadForm = {
    compilerVersion: 'func@0.4.6',
    linkerVersion: null,
    linkerNeeded: false,
    flags: ['', ' -O2 '],
    files: [
      { path: 'contracts/src/elector.fc', content: 'e' },
      { path: 'contracts/src/stdlib.fc', content: 's' },
    ],
    target: 'contracts/src/elector.fc',
    license: 'GPL-2.0-only',
    projectLink: '',
    auditUrl: 'https://audit.example/report',
  };

  it('needs license, compiler, the linker only when one is needed, files and a target', () => {
    expect(uploadComplete(form)).toBe(true);
    expect(uploadComplete({ ...form, license: ' ' })).toBe(false);
    expect(uploadComplete({ ...form, compilerVersion: '' })).toBe(false);
    expect(uploadComplete({ ...form, linkerNeeded: true })).toBe(false);
    expect(uploadComplete({ ...form, linkerNeeded: true, linkerVersion: 'l1' })).toBe(true);
    expect(uploadComplete({ ...form, files: [] })).toBe(false);
    expect(uploadComplete({ ...form, target: null })).toBe(false);
    expect(uploadComplete({ ...form, target: 'contracts/src/gone.fc' })).toBe(false);
  });

  it('requires a linker only when the compiler names one and the service lists some', () => {
    const sol = {
      key: 's',
      language: 'solidity' as const,
      version: '1',
      available: true,
      linker: 'tvm_linker',
    };
    const func = { ...sol, language: 'func' as const, linker: null };
    expect(linkerRequired(func, [])).toBe(false);
    expect(linkerRequired(func, ['0.20'])).toBe(false);
    expect(linkerRequired(sol, [])).toBe(false);
    expect(linkerRequired(sol, ['0.20'])).toBe(true);
  });

  it('sends the target as VerifyTarget, the rest as Dependency, non-empty flags, no linker', () => {
    expect(compileRequest(form)).toEqual({
      compiler: { version: 'func@0.4.6', flags: ['-O2'] },
      sources: [
        { path: 'contracts/src/elector.fc', content: 'e', source_type: 'VerifyTarget' },
        { path: 'contracts/src/stdlib.fc', content: 's', source_type: 'Dependency' },
      ],
      license: 'GPL-2.0-only',
      audit_url: 'https://audit.example/report',
    });
  });

  it('takes https URLs of at most 127 characters', () => {
    expect(urlProblem('')).toBeNull();
    expect(urlProblem('https://example.org/x')).toBeNull();
    expect(urlProblem('http://example.org')).toBe('urlInvalid');
    expect(urlProblem('javascript:alert(1)')).toBe('urlInvalid');
    expect(urlProblem('not a url')).toBe('urlInvalid');
    expect(urlProblem(`https://e.org/${'a'.repeat(114)}`)).toBe('urlLength');
  });

  const response = (over: Partial<CompileResponse>): CompileResponse => ({
    compiled: [],
    already_verified: {},
    failed_to_verify: {},
    ...over,
  });

  it('finds the hash the target verified to, compiled now or before', () => {
    expect(contractNameOf('contracts/src/lib/elector.fc')).toBe('elector');
    const compiled = { contract_name: 'elector', code_hash: HASH, tvc: 'te6', success: true };
    expect(verifiedHash(response({ compiled: [compiled] }), form.target!)).toBe(HASH);
    expect(verifiedHash(response({ already_verified: { [form.target!]: HASH } }), form.target!)).toBe(HASH);
    expect(verifiedHash(response({}), form.target!)).toBeNull();
  });

  it("shows the server's reason, else the compiler's output, else the unknown error", () => {
    const target = form.target!;
    expect(
      compileFailure({ error: new ApiError(400, 'BAD_REQUEST', 'sources.0.path: bad') }, target),
    ).toEqual({
      text: 'sources.0.path: bad',
    });
    expect(compileFailure({ error: new ApiError(500, 'HTTP_500', 'Internal') }, target)).toEqual({
      key: 'unknownError',
    });
    const failed = response({
      failed_to_verify: {
        [target]: {
          compiler_output: { stdout: 'out', stderr: 'elector.fc:1: error', success: false },
          linker_output: { stdout: '', stderr: 'link', success: false },
        },
      },
    });
    expect(compileFailure({ response: failed }, target)).toEqual({ text: 'elector.fc:1: error\nout\nlink' });
    const silent = response({
      failed_to_verify: { [target]: { compiler_output: { stdout: '', stderr: ' ', success: false } } },
    });
    expect(compileFailure({ response: silent }, target)).toEqual({ key: 'unknownError' });
    expect(compileFailure({ response: response({}) }, target)).toEqual({ key: 'unknownError' });
  });
});

describe('contracts pages', () => {
  it('keep pages 2… in the URL, within the service offset limit', () => {
    expect(parseContractsSearch({ page: '3' })).toEqual({ page: 3 });
    expect(parseContractsSearch({ page: 1 })).toEqual({});
    expect(parseContractsSearch({ page: '-2' })).toEqual({});
    expect(parseContractsSearch({ page: '9999' })).toEqual({});
  });

  it('compute the address a code deploys to with given initial data', () => {
    const code = beginCell().storeUint(7, 8).endCell();
    const data = beginCell().storeUint(0, 64).endCell();
    const b = beginCell();
    // The StateInit by hand: no split depth, no special, code and data refs, no library.
    b.storeBit(false)
      .storeBit(false)
      .storeBit(true)
      .storeRef(code)
      .storeBit(true)
      .storeRef(data)
      .storeBit(false);
    const expected = b.endCell().hashHex();
    expect(deployAddress(b64(writeBoc(code)), b64(writeBoc(data)), 0)).toBe(`0:${expected}`);
    expect(deployAddress(b64(writeBoc(code)), b64(writeBoc(data)), -1)).toBe(`-1:${expected}`);
    expect(deployAddress(b64(writeBoc(code)), 'not base64!', 0)).toBeNull();
    expect(deployAddress(b64(writeBoc(code)), 'AAAA', 0)).toBeNull();
  });
});
