// The workspaces' boundaries hold on the repository as it is, and each rule of the check reports a file
// planted to break it in a copy of the repository.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, type Violation } from '../boundaries';

const REPO = resolve(import.meta.dirname, '../..');

describe('workspace boundaries', () => {
  it('hold on the repository', () => {
    expect(checkBoundaries(REPO)).toEqual([]);
  });

  describe('on a copy with one planted violation per rule', () => {
    const copy = mkdtempSync(join(tmpdir(), 'tvmscan-boundaries-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(REPO, copy, {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|\.git|dist|data|\.bench)$/.test(src),
    });
    const plant = (path: string, text: string) => writeFileSync(join(copy, path), text);
    plant(
      'packages/codec/src/planted-undeclared.ts',
      "import { sql } from 'kysely';\nexport const q = sql;\n",
    );
    plant(
      'packages/codec/test/planted-undeclared-test.ts',
      "import express from 'express';\nexport const e = express;\n",
    );
    plant('packages/db/src/planted-layer.ts', "export { buildApi } from '@tvmscan/api';\n");
    plant('apps/web/src/planted-layer.ts', "export { openDatabase } from '@tvmscan/db';\n");
    plant('e2e/planted-layer.e2e.ts', "export * from '@tvmscan/web';\n");
    plant('apps/api/src/planted-deep.ts', "export { listBlocks } from '@tvmscan/db/src/read/blocks';\n");
    plant(
      'apps/api/src/planted-deep-path.ts',
      "export { openDatabase } from '../../../packages/db/src/database';\n",
    );
    plant('packages/codec/src/planted-a.ts', "import { b } from './planted-b';\nexport const a = () => b;\n");
    plant('packages/codec/src/planted-b.ts', "import { a } from './planted-a';\nexport const b = () => a;\n");
    const planted = checkBoundaries(copy).filter((v) => v.file.includes('planted'));
    const reported = (rule: Violation['rule'], file: string) =>
      planted.some((v) => v.rule === rule && v.file.includes(file));

    it('reports an import its workspace does not declare', () => {
      expect(reported('undeclared', 'packages/codec/src/planted-undeclared.ts')).toBe(true);
      expect(reported('undeclared', 'packages/codec/test/planted-undeclared-test.ts')).toBe(true);
    });
    it('reports an import up the layers', () => {
      expect(reported('layer', 'packages/db/src/planted-layer.ts')).toBe(true);
      expect(reported('layer', 'apps/web/src/planted-layer.ts')).toBe(true);
      expect(reported('layer', 'e2e/planted-layer.e2e.ts')).toBe(true);
    });
    it("reports an import of another workspace's internals", () => {
      expect(reported('deep', 'apps/api/src/planted-deep.ts')).toBe(true);
      expect(reported('deep', 'apps/api/src/planted-deep-path.ts')).toBe(true);
    });
    it('reports a new import cycle between files', () => {
      expect(reported('cycle', 'packages/codec/src/planted-a.ts → packages/codec/src/planted-b.ts')).toBe(
        true,
      );
    });
    it('reports nothing else the planted files do', () => {
      expect(planted.map((v) => `${v.rule} ${v.file}`).sort()).toEqual(
        [
          'cycle packages/codec/src/planted-a.ts → packages/codec/src/planted-b.ts',
          'deep apps/api/src/planted-deep-path.ts',
          'deep apps/api/src/planted-deep.ts',
          // The web app exports nothing: it is a bundle, not a library.
          'deep e2e/planted-layer.e2e.ts',
          'layer apps/web/src/planted-layer.ts',
          'layer e2e/planted-layer.e2e.ts',
          'layer packages/db/src/planted-layer.ts',
          // A package another workspace may import is still undeclared where it is not listed.
          'undeclared apps/web/src/planted-layer.ts',
          'undeclared e2e/planted-layer.e2e.ts',
          'undeclared packages/codec/src/planted-undeclared.ts',
          'undeclared packages/codec/test/planted-undeclared-test.ts',
          'undeclared packages/db/src/planted-layer.ts',
        ].sort(),
      );
    });
  });
});
