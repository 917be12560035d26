// Read indexes of the network tables (0200-network): validators of a set by rank order (weight, then
// position), and the newest key block / layout lookups that the primary keys already serve.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX validators_rank ON validators (set_hash, weight, idx)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX validators_rank`.execute(db);
}
