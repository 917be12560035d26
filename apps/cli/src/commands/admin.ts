// `tvmscan admin create --email <e>` — a verified account on the embedded provider for an operator,
// with a generated password written to a file in the data directory (mode 0600); the command prints the
// file's path, never the password. The account is an admin once its email is in TVMSCAN_ADMINS.
import { parseArgs } from 'node:util';
import { migrateToLatest } from '@tvmscan/db';
import { openConfiguredDatabase } from '../database';
import { createAdminAccount } from '../identity-part';
import { say } from '../log';
import { databaseLocation } from '../options';

export async function runAdmin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    console.error(`tvmscan admin: ${error.message}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'create' || !values.email) {
    console.error('tvmscan admin: expected `create --email <address>` (see tvmscan admin --help)');
    return 2;
  }
  const location = databaseLocation(values, env);
  const database = await openConfiguredDatabase(location);
  try {
    await migrateToLatest(database);
    const file = await createAdminAccount(database, location.dataDir, values.email);
    if (!file) {
      console.error(`tvmscan admin: an account with the email ${values.email} exists already`);
      return 1;
    }
    say(`Created a verified account for ${values.email}; its password is in ${file}`);
    return 0;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    console.error(`tvmscan admin: ${error.message}`);
    return 2;
  } finally {
    await database.close();
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    options: {
      email: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
    allowPositionals: true,
  });
}
