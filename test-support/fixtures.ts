// Where the shared real-chain fixtures live. Tests read them in place (never copied into the repo):
// TVMSCAN_FIXTURES wins, else ../shared/fixtures next to the repository. When neither exists the
// suites that need them are skipped and say why.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function locate(): string | null {
  const fromEnv = process.env.TVMSCAN_FIXTURES;
  if (fromEnv) return existsSync(fromEnv) ? resolve(fromEnv) : null;
  const sibling = resolve(repoRoot, '..', 'shared', 'fixtures');
  return existsSync(sibling) ? sibling : null;
}

export const fixturesDir: string | null = locate();

/** Why fixture-based suites are skipped, for `describe.skipIf(!fixturesDir)` titles. */
export const fixturesSkipReason = fixturesDir
  ? ''
  : 'skipped: no fixtures (set TVMSCAN_FIXTURES or place them at ../shared/fixtures)';

export function fixturePath(relative: string): string {
  if (!fixturesDir) throw new Error(fixturesSkipReason);
  return join(fixturesDir, relative);
}

export function listFixtures(folder: string): string[] {
  if (!fixturesDir) return [];
  return readdirSync(join(fixturesDir, folder)).sort();
}

/**
 * Reads a fixture as BOC bytes, whatever its stored form: raw binary, single-line base64 text
 * (`*.b64`, `*.txt`), or hex.
 */
export function readFixtureBoc(relative: string): Uint8Array {
  const raw = readFileSync(fixturePath(relative));
  if (raw[0] === 0xb5 || raw[0] === 0x68 || raw[0] === 0xac) return new Uint8Array(raw);
  const text = raw.toString('utf8').trim();
  if (/^[0-9a-fA-F]+$/.test(text)) return new Uint8Array(Buffer.from(text, 'hex'));
  return new Uint8Array(Buffer.from(text, 'base64'));
}
