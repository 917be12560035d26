// The lint rule that keeps SQL text out of queries (lint/sql-raw-in-migrations-only.grit, wired in
// biome.json): `sql.raw` splices a string into the statement unescaped, so outside the migrations (which
// build DDL from their own constants) `npm run lint` fails on it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const biome = join(repo, 'node_modules/.bin/biome');
const RULE_MESSAGE = 'sql.raw splices text into SQL unescaped';

/** Runs `biome lint` on `paths` from the repository root, as `npm run lint` does. */
async function lint(...paths: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', '--colors=off', ...paths], {
      cwd: repo,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

let probeDir: string;
beforeAll(async () => {
  // Inside the repository tree, where the configuration applies, next to the code it guards.
  probeDir = await mkdtemp(join(repo, 'packages/db/src/.lint-probe-'));
});
afterAll(async () => {
  if (probeDir) await rm(probeDir, { recursive: true, force: true });
});

describe('sql.raw lint rule', () => {
  it('fails a read or write module that uses sql.raw', async () => {
    const file = join(probeDir, 'by-column.ts');
    await writeFile(
      file,
      "import { sql } from 'kysely';\n\nexport const byColumn = (column: string) => sql.raw(column);\n",
    );
    const { code, output } = await lint(file);
    expect(code).toBe(1);
    expect(output).toContain(RULE_MESSAGE);
    expect(output).toContain('by-column.ts:3');
  }, 60_000);

  it('lets the migrations use it', async () => {
    const { code, output } = await lint('packages/db/src/migrations', 'packages/db/src/read/migrations');
    expect(output).not.toContain(RULE_MESSAGE);
    expect(code).toBe(0);
  }, 60_000);
});
