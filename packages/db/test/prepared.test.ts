// Reads run as named prepared statements (src/prepared.ts): a parameterized read is prepared once per
// session and reused, statements without parameters and writes are not prepared, a session keeps at
// most MAX_PREPARED of them and answers further distinct reads unprepared, and a value that picks a
// partial index is in the statement's text rather than a parameter.

import { backends, dispose } from '@tvmscan/test-support/database';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, listMessages, migrateToLatest, type Schema } from '../src/index';
import { MAX_PREPARED } from '../src/prepared';

/** The statements this session has prepared, by text. */
async function preparedTexts(db: Kysely<Schema>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db);
  return rows.map((r) => r.statement);
}

describe.each(backends)('prepared reads on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
  });
  afterAll(async () => dispose(database));

  it('prepares a parameterized read once per session, and neither plain statements nor writes', async () => {
    await database.db.connection().execute(async (db) => {
      const read = (name: string) =>
        db.selectFrom('stats_counters').select('value').where('name', '=', name).execute();
      await read('a');
      await read('b');
      await sql`SELECT 1 AS plain`.execute(db);
      await db.insertInto('stats_counters').values({ name: 'written', value: '1' }).execute();
      const texts = await preparedTexts(db);
      expect(texts.filter((t) => t.includes('from "stats_counters"') && t.startsWith('select'))).toHaveLength(
        1,
      );
      expect(texts.some((t) => t.includes('plain'))).toBe(false);
      expect(texts.some((t) => t.startsWith('insert'))).toBe(false);
      expect((await read('written')).map((r) => r.value)).toEqual(['1']);
    });
  });

  it('names a message type in the text of the typed list, so its partial index serves even a generic plan', async () => {
    await database.db.connection().execute(async (db) => {
      for (let i = 0; i < 8; i++) await listMessages(db, { messageTypes: ['ExternalIn'] }, { limit: 5 });
      const typed = (await preparedTexts(db)).filter((t) => t.includes('"msg_type" = '));
      expect(typed).toHaveLength(1);
      expect(typed[0]).toContain(`"msg_type" = 'externalIn'`);
    });
  });
  // Last: it fills the session's statements (PGlite has one session).
  it(`keeps at most ${MAX_PREPARED} statements a session and answers further reads unprepared`, async () => {
    await database.db.connection().execute(async (db) => {
      // Distinct texts: the inlined number differs, the parameter keeps each a prepared candidate.
      for (let i = 0; i < MAX_PREPARED + 20; i++) {
        const r = await sql<{ n: number }>`SELECT ${sql.lit(i)}::int + ${1}::int AS n`.execute(db);
        expect(r.rows[0].n).toBe(i + 1);
      }
      expect((await preparedTexts(db)).length).toBeLessThanOrEqual(MAX_PREPARED);
    });
  });
});
