// splitCodeSalt against nekoton, which salts deployed code in the wallets and SDKs of Everscale/Venom:
// every real TVM Solidity build of @broxus/tip3 and @broxus/tip4 is salted by nekoton-wasm's
// setCodeSalt and must come back as the build (same hash as nekoton computes for the build) plus the
// very salt, in agreement with nekoton's getCodeSalt. Code that carries no salt, or is no TVM Solidity
// code at all (FunC, random cells, exotic cells, near-miss selectors), must give null without throwing.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileFunc } from '@ton-community/func-js';
import {
  beginCell,
  type Cell,
  fromHex,
  loadAccount,
  loadAccountStuff,
  loadStateInit,
  readBoc,
  writeBoc,
} from '@tvmscan/codec';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import type * as Nekoton from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { type SaltLayout, splitCodeSalt } from '../src/salt';

const require = createRequire(import.meta.url);
// The Node build of nekoton-wasm is CommonJS (see packages/localnet/src/nekoton.ts).
const nekoton: typeof Nekoton = require('nekoton-wasm/node');

const toB64 = (cell: Cell): string => Buffer.from(writeBoc(cell)).toString('base64');
const fromB64 = (boc: string): Cell => readBoc(new Uint8Array(Buffer.from(boc, 'base64')))[0];

interface Build {
  id: string;
  /** Code cell BOC as nekoton splits it out of the .tvc. */
  boc: string;
  /** The build's code hash as nekoton computes it: what a verified build records. */
  hash: string;
  code: Cell;
}

/** Every .tvc of a package's build/ folder. (The *.code files there are assembler text, not cells;
 *  tip4's NftFlagTransferrable ships only that and so is not among the builds.) */
function builds(pkg: '@broxus/tip3' | '@broxus/tip4'): Build[] {
  const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'build');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tvc'))
    .map((file) => {
      const boc = nekoton.splitTvc(readFileSync(join(dir, file)).toString('base64')).code;
      if (!boc) throw new Error(`${pkg}/${file} has no code`);
      return {
        id: `${pkg.slice('@broxus/'.length)}/${file.slice(0, -4)}`,
        boc,
        hash: nekoton.getBocHash(boc),
        code: fromB64(boc),
      };
    });
}

const BUILDS = [...builds('@broxus/tip3'), ...builds('@broxus/tip4')];
// Built with `.pragma selector-save-my-code` (they call tvm.code() and were compiled before 0.61).
// Index is the TIP-4.3 Index, whose .tvc is a 0.58.2 build though its .code file says 0.62.0.
const MYCODE_BUILDS = new Set([
  'tip3/TokenWallet',
  'tip3/TokenWalletPlatform',
  'tip3/TokenWalletUpgradeable',
  'tip4/Index',
]);

const hash = (byte: number) => new Uint8Array(32).fill(byte);
/** Salts of the shapes factories use: an address (TIP-4 NFT code salted with its collection), a
 *  uint256, a cell with references and a string (TIP-4.3 Index), and the empty cell. */
const SALTS: Record<string, Cell> = {
  address: beginCell().storeUint(0b100, 3).storeInt(0, 8).storeBits(hash(0xab), 256).endCell(),
  uint256: beginCell()
    .storeUint(2n ** 255n + 12345n, 256)
    .endCell(),
  nested: beginCell()
    .storeBytes(new TextEncoder().encode('nft'))
    .storeRef(beginCell().storeUint(0b100, 3).storeInt(-1, 8).storeBits(hash(0x11), 256).endCell())
    .storeRef(beginCell().storeUint(7, 32).endCell())
    .endCell(),
  empty: beginCell().endCell(),
};

/** `code` salted by nekoton; the hash nekoton reports must be the one our codec computes. */
function salt(code: Cell, saltCell: Cell): Cell {
  const salted = nekoton.setCodeSalt(toB64(code), toB64(saltCell));
  const cell = fromB64(salted.boc);
  if (cell.hashHex() !== salted.hash) throw new Error(`hash ${cell.hashHex()} != nekoton's ${salted.hash}`);
  return cell;
}

/** splitCodeSalt must give back `original` and `expectedSalt`, and nekoton must read the same salt. */
function expectSplit(salted: Cell, original: Cell, expectedSalt: Cell, layout: SaltLayout): void {
  const split = splitCodeSalt(salted);
  expect(split).not.toBeNull();
  expect(split!.code.hashHex()).toBe(original.hashHex());
  expect(split!.salt.hashHex()).toBe(expectedSalt.hashHex());
  expect(split!.layout).toBe(layout);
  const read = nekoton.getCodeSalt(toB64(salted));
  expect(read).toBeDefined();
  expect(fromB64(read!).hashHex()).toBe(split!.salt.hashHex());
  // Salting the stripped code again gives the deployed code: nothing else was changed.
  expect(salt(split!.code, split!.salt).hashHex()).toBe(salted.hashHex());
}

describe('real TVM Solidity builds salted by nekoton', () => {
  it('finds every build of both packages', () => {
    expect(BUILDS.filter((b) => b.id.startsWith('tip3/'))).toHaveLength(8);
    expect(BUILDS.filter((b) => b.id.startsWith('tip4/'))).toHaveLength(16);
    for (const id of MYCODE_BUILDS) expect(BUILDS.map((b) => b.id)).toContain(id);
  });

  describe.each(BUILDS.map((b) => [b.id, b] as const))('%s', (_id, build) => {
    const layout: SaltLayout = MYCODE_BUILDS.has(build.id) ? 'solidity-mycode' : 'solidity';

    it('is read with the same hash by our codec and nekoton', () => {
      expect(build.code.hashHex()).toBe(build.hash);
    });

    it('carries no salt as published (nekoton agrees), so there is nothing to split', () => {
      expect(nekoton.getCodeSalt(build.boc)).toBeUndefined();
      expect(splitCodeSalt(build.code)).toBeNull();
    });

    it.each(Object.keys(SALTS))('strips a %s salt back to the build', (name) => {
      const salted = salt(build.code, SALTS[name]);
      expect(salted.hashHex()).not.toBe(build.hash);
      expectSplit(salted, build.code, SALTS[name], layout);
    });

    it('gives one build for every salt, and the last salt after re-salting', () => {
      const deployed = Object.values(SALTS).map((s) => salt(build.code, s));
      expect(new Set(deployed.map((c) => c.hashHex())).size).toBe(deployed.length);
      for (const code of deployed) expect(splitCodeSalt(code)!.code.hashHex()).toBe(build.hash);
      // nekoton replaces an existing salt rather than adding a second one.
      const resalted = salt(deployed[0], SALTS.uint256);
      expectSplit(resalted, build.code, SALTS.uint256, layout);
    });
  });
});

// Layouts no published build has: rebuilt from a real build, salted by nekoton where nekoton can.
describe('other selector variants', () => {
  const nft = BUILDS.find((b) => b.id === 'tip4/Nft')!.code;
  const privateSelector = nft.refs[0];
  const cellOf = (hex: string, refs: readonly Cell[]): Cell => {
    const bytes = fromHex(hex);
    const b = beginCell().storeBytes(bytes);
    for (const r of refs) b.storeRef(r);
    return b.endCell();
  };

  it('private selector DICTUGETJMPZ THROW 78 (TVM linker 0.17 on, compilers 0.65+)', () => {
    const root = cellOf('8aed5320e30320c0ffe30220c0fee302f20b', [
      cellOf('f4a420f4bdf2c04e', privateSelector.refs),
      ...nft.refs.slice(1),
    ]);
    expect(splitCodeSalt(root)).toBeNull();
    expectSplit(salt(root, SALTS.address), root, SALTS.address, 'solidity');
  });

  it('C++ compiler root: the salt is the root’s third reference', () => {
    const root = cellOf('ff0020c101f4a4205892f4a0e05f028a20ed53d9', [
      cellOf('00', []),
      cellOf('f4a420f4a1', [cellOf('01', [])]),
    ]);
    expect(splitCodeSalt(root)).toBeNull();
    expect(nekoton.getCodeSalt(toB64(root))).toBeUndefined();
    expectSplit(salt(root, SALTS.nested), root, SALTS.nested, 'cpp');
  });

  // Compiler 0.77 ends the root after the external branch (or JMPREFs to tick-tock and getters).
  // nekoton-wasm 1.8.4 knows only the 18-byte root and refuses these; the salt is placed as before,
  // so the salted private selector nekoton made for the 18-byte root is moved into the new roots.
  it.each([
    ['without tick-tock or getters', '8aed5320e30320c0ffe302', 3],
    ['with a JMPREF to tick-tock and getters', '8aed5320e30320c0ffe302db3d', 4],
  ])('compiler 0.77 root %s', (_name, rootHex, refCount) => {
    const root = cellOf(rootHex, nft.refs.slice(0, refCount));
    expect(() => nekoton.getCodeSalt(toB64(root))).toThrow(/Unsupported selector/);
    expect(splitCodeSalt(root)).toBeNull();
    const saltedSelector = salt(nft, SALTS.address).refs[0];
    const salted = cellOf(rootHex, [saltedSelector, ...nft.refs.slice(1, refCount)]);
    const split = splitCodeSalt(salted);
    expect(split?.code.hashHex()).toBe(root.hashHex());
    expect(split?.salt.hashHex()).toBe(SALTS.address.hashHex());
    expect(split?.layout).toBe('solidity');
  });
});

describe('code without a salt to strip', () => {
  const nft = BUILDS.find((b) => b.id === 'tip4/Nft')!.code;
  const salted = salt(nft, SALTS.uint256);
  const selector = salted.refs[0];
  const withSelector = (s: Cell) => {
    const b = beginCell().storeBits(salted.bits, salted.bitLength).storeRef(s);
    for (const r of salted.refs.slice(1)) b.storeRef(r);
    return b.endCell();
  };

  it('the empty cell and cells of random bits and references', () => {
    expect(splitCodeSalt(beginCell().endCell())).toBeNull();
    let seed = 0x5eed;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    const random = (depth: number): Cell => {
      const bits = next() % 1024;
      const bytes = Uint8Array.from({ length: (bits + 7) >> 3 }, () => next() & 0xff);
      const b = beginCell().storeBits(bytes, bits);
      const refs = depth === 0 ? 0 : next() % 5;
      for (let i = 0; i < refs; i++) b.storeRef(random(depth - 1));
      return b.endCell();
    };
    for (let i = 0; i < 300; i++) expect(splitCodeSalt(random(3))).toBeNull();
    // Random cells under the real Solidity, mycode and C++ root bits: only the C++ root is recognised
    // by its root alone (as nekoton does), so it is left out of this loop and tested above.
    for (let i = 0; i < 100; i++) {
      const refs = [random(2), random(2), random(2)];
      for (const root of ['8aed5320e30320c0ffe30220c0fee302f20b', '8adb35']) {
        const b = beginCell().storeBytes(fromHex(root));
        for (const r of root === '8adb35' ? refs.slice(0, 2) : refs) b.storeRef(r);
        expect(splitCodeSalt(b.endCell())).toBeNull();
      }
    }
  });

  it('FunC code (the local network’s announcer)', async () => {
    const contracts = new URL('../../../packages/localnet/contracts/', import.meta.url);
    const result = await compileFunc({
      targets: ['announcer.fc'],
      sources: (path: string) => readFileSync(new URL(path, contracts), 'utf8'),
    });
    if (result.status === 'error') throw new Error(result.message);
    const code = fromB64(result.codeBoc);
    expect(code.refs.length).toBeGreaterThan(0);
    expect(splitCodeSalt(code)).toBeNull();
  });

  it('exotic cells: a library reference as code, a pruned private selector', () => {
    const library = beginCell().storeUint(2, 8).storeBits(hash(0x42), 256).endCell({ exotic: true });
    expect(splitCodeSalt(library)).toBeNull();
    const pruned = beginCell()
      .storeUint(1, 8)
      .storeUint(1, 8)
      .storeBits(selector.hash(), 256)
      .storeUint(selector.depth(), 16)
      .endCell({ exotic: true });
    expect(splitCodeSalt(withSelector(pruned))).toBeNull();
  });

  // nekoton only looks at the first 13 bits of the private selector and takes its reference 2 from any
  // count; stripping is sound only when the selector's instructions leave that reference alone, so
  // anything but the two known selectors with exactly dictionary, version and salt is refused.
  it('near-miss private selectors that nekoton would still read a salt from', () => {
    const other = beginCell().storeBytes(fromHex('f4a420db3d')); // DICTPUSHCONST 32, JMPREF
    for (const r of selector.refs) other.storeRef(r);
    const otherTail = withSelector(other.endCell());
    expect(nekoton.getCodeSalt(toB64(otherTail))).toBeDefined();
    expect(splitCodeSalt(otherTail)).toBeNull();

    const four = beginCell().storeBits(selector.bits, selector.bitLength);
    for (const r of selector.refs) four.storeRef(r);
    const fourRefs = withSelector(four.storeRef(SALTS.empty).endCell());
    expect(nekoton.getCodeSalt(toB64(fourRefs))).toBeDefined();
    expect(splitCodeSalt(fourRefs)).toBeNull();

    expect(splitCodeSalt(withSelector(nft.refs[0]))).toBeNull(); // unsalted: dict and version only
  });

  it('a mycode root whose inner code is not a Solidity selector, or lacks it', () => {
    const wallet = BUILDS.find((b) => b.id === 'tip3/TokenWallet')!.code;
    const inner = beginCell().storeBytes(fromHex('ff00f4a413f4bcf2c80b')).storeRef(selector).endCell();
    const notSolidity = beginCell().storeBytes(fromHex('8adb35')).storeRef(wallet.refs[0]).storeRef(inner);
    expect(splitCodeSalt(notSolidity.endCell())).toBeNull();
    const oneRef = beginCell().storeBytes(fromHex('8adb35')).storeRef(wallet.refs[0]).endCell();
    expect(splitCodeSalt(oneRef)).toBeNull();
  });

  it('a TVM Solidity root from before the March 2021 selector (no room for a salt)', () => {
    const root = beginCell()
      .storeBytes(fromHex('ff00f4a42022c00192f4a0e18aed535830f4a1'))
      .storeRef(SALTS.empty)
      .storeRef(beginCell().storeBytes(fromHex('f4a420f4a1')).storeRef(SALTS.empty).endCell())
      .endCell();
    expect(nekoton.getCodeSalt(toB64(root))).toBeUndefined();
    expect(splitCodeSalt(root)).toBeNull();
  });
});

/** The code of an account state fixture (a full Account, or AccountStuff without its leading bit). */
function accountCode(relative: string): Cell {
  const root = readBoc(readFixtureBoc(relative))[0];
  let account: ReturnType<typeof loadAccountStuff> | null;
  try {
    account = loadAccount(root);
  } catch {
    account = loadAccountStuff(root);
  }
  if (account?.storage.state.kind !== 'active' || !account.storage.state.stateInit.code)
    throw new Error(`${relative} is not an active account with code`);
  return account.storage.state.stateInit.code;
}

// Real on-chain code from the shared fixtures. None of them holds salted code (every code cell of
// every fixture was checked with nekoton's getCodeSalt when this test was written), so the real codes
// are checked unsalted and then salted here and stripped back.
describe.skipIf(!fixturesDir)(`real on-chain code ${fixturesSkipReason}`, () => {
  it('a deployed TIP-3 TokenWalletPlatform (everscale-types deploy message): the npm build, exactly', () => {
    const init = readBoc(
      readFixtureBoc('messages/everscale-types_internal_message_with_deploy_state_init.boc'),
    )[0];
    const code = loadStateInit(init.beginParse()).code!;
    expect(code.hashHex()).toBe(BUILDS.find((b) => b.id === 'tip3/TokenWalletPlatform')!.hash);
    expect(nekoton.getCodeSalt(toB64(code))).toBeUndefined();
    expect(splitCodeSalt(code)).toBeNull();
    expectSplit(salt(code, SALTS.address), code, SALTS.address, 'solidity-mycode');
  });

  it('a TIP-3.1 token root (nekoton fixture, compiler 0.49.0)', () => {
    const code = accountCode('accounts/nekoton_ROOT_TOKEN_STATE_TIP3.boc.b64');
    expect(nekoton.getCodeSalt(toB64(code))).toBeUndefined();
    expect(splitCodeSalt(code)).toBeNull();
    expectSplit(salt(code, SALTS.nested), code, SALTS.nested, 'solidity');
  });

  it('code nekoton cannot salt: pre-2021 TVM Solidity, and the old TIP-3 v4 selector', () => {
    const oldSolidity = accountCode('accounts/everscale-types_simple_proof.boc');
    expect(nekoton.getCodeSalt(toB64(oldSolidity))).toBeUndefined();
    expect(() => nekoton.setCodeSalt(toB64(oldSolidity), toB64(SALTS.empty))).toThrow();
    expect(splitCodeSalt(oldSolidity)).toBeNull();

    const oldTip3 = accountCode('accounts/nekoton_TOKEN_WALLET_STATE_OLD_TIP3_V4.boc.b64');
    expect(() => nekoton.getCodeSalt(toB64(oldTip3))).toThrow(/Unsupported selector/);
    expect(splitCodeSalt(oldTip3)).toBeNull();
  });
});
