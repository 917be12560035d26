import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appliedMigrations, migrateDownAll, migrateToLatest } from '../src/index';
import { backends, dispose } from './backends';

async function tables(database: Awaited<ReturnType<(typeof backends)[number]['open']>>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(database.db);
  return rows.map((r) => r.table_name);
}

describe.each(backends)('migrations on $name', ({ open }) => {
  it('go up, all the way down, and up again', async () => {
    const database = await open();
    try {
      await migrateToLatest(database);
      const upTables = await tables(database);
      expect(upTables).toEqual(
        expect.arrayContaining([
          'blocks',
          'transactions',
          'messages',
          'accounts',
          'checkpoints',
          'failed_blocks',
        ]),
      );
      expect(await appliedMigrations(database)).toContain('0001-core');

      await migrateDownAll(database);
      expect(await tables(database)).toEqual([]);
      expect(await appliedMigrations(database)).toEqual([]);

      await migrateToLatest(database);
      expect(await tables(database)).toEqual(upTables);
    } finally {
      await dispose(database);
    }
  });
});
