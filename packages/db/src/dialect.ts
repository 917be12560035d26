// The Kysely dialect both databases go through (PostgreSQL's, over a pg.Pool), with an introspector
// that sees only the schema this connection works in. Kysely's migrator asks the introspector whether
// its own tables exist; Kysely's own reads every schema of the database and checks each one's privileges
// by name (`has_schema_privilege(nspname, …)`), so a schema that another session dropped meanwhile —
// another deployment's sharing the database, or a test file's running beside this one — failed the
// migration with 3F000 (`schema "t_…" does not exist`). Nothing else of ours introspects.
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/** Tables and views of the current schema by name, without their columns: the migrator asks for names. */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`SELECT current_schema() AS name`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      SELECT c.relname AS name, n.nspname AS schema, c.relkind AS kind
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')`.execute(this.db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

export class SchemaScopedDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
