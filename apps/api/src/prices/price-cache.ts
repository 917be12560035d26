// The price table one API process serves from: built from the pools' reserves in one query
// (listPoolsWithDecimals) and kept in memory until a commit notification says the indexer may have
// changed them, then built again on the next request, once however many requests wait for it. A request
// for 100 addresses is then 100 map look-ups.
import { type Database, listPoolsWithDecimals, onBlocksCommitted } from '@tvmscan/db';
import { type Fraction, priceTable } from './price-table';

export interface PriceSettings {
  /** Roots of the USD tokens (TVMSCAN_USD_TOKENS): a whole token is 1 USD. */
  usdTokens: readonly string[];
  /** TVMSCAN_MIN_POOL_LIQUIDITY_USD: pools holding less give no price. */
  minLiquidityUsd: Fraction;
}

export class PriceCache {
  private table: Promise<Map<string, string>> | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly database: Database,
    private readonly settings: PriceSettings,
  ) {
    this.unsubscribe = onBlocksCommitted(database, () => {
      this.table = null;
    });
  }

  /** The current table; a failed build is not kept, so the next request tries again. */
  prices(): Promise<Map<string, string>> {
    if (!this.table) {
      const building = this.build();
      this.table = building;
      building.catch(() => {
        if (this.table === building) this.table = null;
      });
    }
    return this.table;
  }

  close(): void {
    this.unsubscribe();
  }

  private async build(): Promise<Map<string, string>> {
    const rows = await listPoolsWithDecimals(this.database.db);
    const decimals = new Map<string, number>();
    for (const r of rows) {
      if (r.decimalsA !== null) decimals.set(r.tokenA, r.decimalsA);
      if (r.decimalsB !== null) decimals.set(r.tokenB, r.decimalsB);
    }
    return priceTable({
      pools: rows,
      decimals,
      usdTokens: this.settings.usdTokens,
      minLiquidityUsd: this.settings.minLiquidityUsd,
    });
  }
}
