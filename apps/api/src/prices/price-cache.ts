// The price table one API process serves from: built from the pools' reserves in one query
// (listPoolsWithDecimals) and kept in memory. A commit notification, which says the indexer may have
// changed them, starts a new build in the background once a table has been asked for; until it is done
// the requests are answered from the table before, so none waits for a build but the very first (a
// build of 2,000 pools took 130–380 ms on a loaded machine, too long to hold requests up after every
// block). A price is then at most one build older than the newest commit; a request for 100 addresses
// is 100 map look-ups.
import { type Database, listPoolsWithDecimals, onBlocksCommitted } from '@tvmscan/db';
import { type PriceSettings, pricePools } from './price-table';

export class PriceCache {
  private current: Map<string, string> | null = null;
  private building: Promise<Map<string, string>> | null = null;
  /** A commit came after the build that made `current` started. */
  private stale = true;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly database: Database,
    private readonly settings: PriceSettings,
  ) {
    this.unsubscribe = onBlocksCommitted(database, () => {
      this.stale = true;
      // A failed build is tried again by the next request; nothing waits on this one.
      if (this.current) this.refresh().catch(() => {});
    });
  }

  /** The newest table there is; only the first request waits for a build. */
  prices(): Promise<Map<string, string>> {
    if (this.current) {
      if (this.stale) this.refresh().catch(() => {});
      return Promise.resolve(this.current);
    }
    return this.refresh();
  }

  close(): void {
    this.unsubscribe();
  }

  /** One build at a time; a commit during a build makes another follow it. */
  private refresh(): Promise<Map<string, string>> {
    if (this.building) return this.building;
    this.stale = false;
    const building = this.build().then(
      (table) => {
        this.current = table;
        this.building = null;
        if (this.stale) this.refresh().catch(() => {});
        return table;
      },
      (error: unknown) => {
        this.stale = true;
        this.building = null;
        throw error;
      },
    );
    this.building = building;
    return building;
  }

  private async build(): Promise<Map<string, string>> {
    return pricePools(await listPoolsWithDecimals(this.database.db), this.settings);
  }
}
