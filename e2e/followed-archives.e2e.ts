// The explorer on another network's history instead of its own local network: `tvmscan dev --source
// archive://…` follows the two real Tycho block archives after the Tycho zerostate (fixtures), and
// Chromium shows their last masterchain and shard blocks as the API holds them.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StatsResponse as Stats } from '@tvmscan/api-schema';
import { fixturePath, fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { api, type Stack, startStack, waitFor } from './support/stack';

const LAST_MC = '8678820bed78d8a8eeeae8df54c5fb87c59406ba29471e5d0463796b11e90c91';
const LAST_SHARD = '4b8688e71d3d231bb61e3be40e27ab34083b2576c2746d806ad46a59d68ea81f';

describe.skipIf(!fixturesDir)(`tvmscan dev --source archive:// ${fixturesSkipReason}`, () => {
  let stack: Stack;
  let browser: Browser;
  let states: string;

  beforeAll(async () => {
    states = mkdtempSync(join(tmpdir(), 'tvmscan-e2e-states-'));
    symlinkSync(fixturePath('states/tycho_zerostate.boc'), join(states, 'tycho_zerostate.boc'));
    const source = pathToFileURL(fixturePath('archives'))
      .toString()
      .replace(/^file:/, 'archive:');
    stack = await startStack({ extraArgs: ['--source', source, '--states', states] });
    browser = await launchBrowser();
    await waitFor(
      async () => (await api<Stats>(stack.baseUrl, '/api/explorer/stats')).latestMcSeqno === 200,
      120_000,
    );
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    stack?.dispose();
    rmSync(states, { recursive: true, force: true });
  });

  it('follows the archives instead of starting the local network', () => {
    expect(stack.output()).toContain('Following archive://');
    expect(stack.output()).not.toContain('Starting the local network');
  });

  it('shows the last masterchain and shard blocks of the archives', async () => {
    const page = await browser.newPage();
    for (const [rootHash, seqno] of [
      [LAST_MC, '200'],
      [LAST_SHARD, '13'],
    ]) {
      await page.goto(`${stack.baseUrl}/blocks/${rootHash}`);
      await page.getByTestId('block-seqno').waitFor();
      expect((await page.getByTestId('block-seqno').innerText()).replace(/\D/g, '')).toBe(seqno);
      expect((await page.getByTestId('block-root-hash').innerText()).trim()).toBe(rootHash);
    }
    await page.close();
  });
});
