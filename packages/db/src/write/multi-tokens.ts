// The VEP-1155 write path (multi-token wallets and events), run by writeTokens inside the batch's
// database transaction after the NFTs: a wallet's row moves only to a strictly newer last_tx_lt and
// keeps the token NFT it was first linked to; events are keyed by transaction and position, so writing
// a batch twice changes nothing.
import type { MultiTokenEventRow, MultiTokenWalletRow } from '../token-schema';
import { chunked, fromExcluded, type Trx } from './upserts';

export async function upsertMultiTokenWallets(trx: Trx, wallets: MultiTokenWalletRow[]): Promise<void> {
  for (const part of chunked(wallets)) {
    await trx
      .insertInto('multi_token_wallets')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet(
            fromExcluded(['balance', 'owner_workchain', 'owner', 'code_hash', 'updated_at', 'last_tx_lt']),
          )
          .where('multi_token_wallets.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .execute();
  }
}

export async function insertMultiTokenEvents(trx: Trx, events: MultiTokenEventRow[]): Promise<void> {
  for (const part of chunked(events)) {
    await trx
      .insertInto('multi_token_events')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
