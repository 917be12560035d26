// The settings `tvmscan serve` needs to run as one of many API processes (decision 0043): on PostgreSQL
// it refuses to start without the cursor key they all share, naming TVMSCAN_CURSOR_SECRET in one line
// and exiting 2 before it opens anything; the embedded database keeps its generated key. GET /metrics
// is served only behind TVMSCAN_METRICS_TOKEN.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runServe } from '../src/commands/serve';
import { cursorSecretRefusal, deploymentConfig } from '../src/deployment';

// Never connected to: the refusal comes before the database is opened.
const URL = 'postgres://postgres@127.0.0.1:1/nowhere';

afterEach(() => vi.restoreAllMocks());

describe('tvmscan serve settings', () => {
  it('refuses to start on PostgreSQL without TVMSCAN_CURSOR_SECRET, in one line, with exit code 2', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((m: string) => errors.push(m));
    expect(await runServe(['--database-url', URL, '--port', '0'], {})).toBe(2);
    expect(await runServe(['--port', '0'], { DATABASE_URL: URL, TVMSCAN_CURSOR_SECRET: '' })).toBe(2);
    expect(errors).toHaveLength(2);
    for (const line of errors) {
      expect(line).toMatch(/^tvmscan serve: TVMSCAN_CURSOR_SECRET must be set on PostgreSQL/);
      expect(line).not.toContain('\n');
    }
  });

  it('needs no setting on the embedded database, and none once the secret is set', () => {
    expect(cursorSecretRefusal({}, undefined)).toBeNull();
    expect(cursorSecretRefusal({ TVMSCAN_CURSOR_SECRET: 'k'.repeat(32) }, URL)).toBeNull();
    expect(cursorSecretRefusal({}, URL)).toMatch(/TVMSCAN_CURSOR_SECRET/);
  });

  it('serves /metrics only with TVMSCAN_METRICS_TOKEN, to its bearer', () => {
    const secret = { TVMSCAN_CURSOR_SECRET: 'k'.repeat(32) };
    expect(deploymentConfig(secret).metrics).toBe(false);
    expect(deploymentConfig({ ...secret, TVMSCAN_METRICS_TOKEN: 'scrape' }).metrics).toEqual({
      token: 'scrape',
    });
  });
});
