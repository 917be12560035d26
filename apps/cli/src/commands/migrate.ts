// `tvmscan migrate [up|down]` — apply every pending migration, or revert the latest one.
import { migrateDown, migrateToLatest } from '@tvmscan/db';
import { openConfiguredDatabase } from '../database';
import { metadataFetching } from '../indexer-part';
import { say } from '../log';
import { optionsOrUsage } from '../options';
import { applyTrustedTokens } from '../trusted-tokens';

export async function runMigrate(args: string[]): Promise<number> {
  const direction = args.find((arg) => !arg.startsWith('-')) ?? 'up';
  if (direction !== 'up' && direction !== 'down') {
    console.error(`tvmscan migrate: expected "up" or "down", got "${direction}"`);
    return 2;
  }
  const options = optionsOrUsage(
    'migrate',
    args.filter((arg) => arg !== direction),
  );
  if (!options) return 2;
  const database = await openConfiguredDatabase(options);
  try {
    if (direction === 'up') {
      await migrateToLatest(database);
      await applyTrustedTokens(database, process.env, metadataFetching('serve', process.env));
    } else await migrateDown(database);
    say(`Migrations ${direction === 'up' ? 'applied' : 'reverted one step'}.`);
    return 0;
  } finally {
    await database.close();
  }
}
