// Where the indexer reports: one line per committed batch and each warning, with structured fields.
// Its own module so that the run loop and the derivers it drives name it without importing each other.

/** pino's call shape, so a pino logger can be passed as is. */
export interface IndexerLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}
