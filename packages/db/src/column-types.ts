// How PostgreSQL column types read and write through Kysely (conventions in ./schema.ts). Their own
// module so that every table module (./schema, ./token-schema, ./network-schema, ./contract-schema)
// names them without importing the schema that joins the tables.
import type { ColumnType } from 'kysely';

/** int8 column: read as a decimal string, written from a string, number or bigint. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** numeric column (coins, possibly negative balance changes): same edges as Int8. */
export type Numeric = Int8;
export type Bytes = ColumnType<Buffer, Uint8Array, Uint8Array>;
/** jsonb column: written as a JSON string (pg would otherwise turn arrays into PostgreSQL arrays). */
export type Json<T> = ColumnType<T, string, string>;
