// Bulk seeding for the API benchmark: `transactions` transactions (100 per basechain block, one
// masterchain block per basechain block), one inbound internal message per transaction, and 10,000
// accounts, generated inside the database with generate_series so a million rows take seconds, not
// the hours a per-row client loop would. Ids are sha256 of a label, so the bench can name them. Stats
// rollups and token data (roots, wallets, operations) are derived from the same rows.
// Every transaction stores the same real transaction BOC (built with the codec: an external-in
// message and one internal out message), since the transaction page and message BOCs are decoded
// from it; the probed message `PROBE` is that BOC's in message, so its BOC can be cut out of it.
import { createHash } from 'node:crypto';
import { ADDR_NONE, beginCell, currencyOf, messageToCell, transactionToCell, writeBoc } from '@tvmscan/codec';
import type { Schema } from '@tvmscan/db';
import { type Kysely, sql } from 'kysely';

export const TX_PER_BLOCK = 100;
export const ACCOUNT_COUNT = 10_000;
export const TOKEN_COUNT = 1_000;
export const T0 = 1_700_000_000;
const CHUNK = 100_000;

export const labelHash = (label: string) => createHash('sha256').update(label).digest('hex');
export const accountOf = (i: number) => `0:${labelHash(`acc${i % ACCOUNT_COUNT}`)}`;

const std = (label: string) =>
  ({ kind: 'std', anycast: null, workchain: 0, address: labelHash(label) }) as const;
const inMessage = messageToCell({
  info: { kind: 'externalIn', src: ADDR_NONE, dest: std('acc1'), importFee: 0n },
  init: null,
  body: beginCell()
    .storeBytes(Buffer.from(labelHash('signed body'), 'hex'))
    .endCell(),
  initInRef: false,
  bodyInRef: false,
});
const outMessage = messageToCell({
  info: {
    kind: 'internal',
    ihrDisabled: true,
    bounce: true,
    bounced: false,
    src: std('acc1'),
    dest: std('acc2'),
    value: currencyOf(1_000_000_000n),
    ihrFee: 0n,
    fwdFee: 1_000_000n,
    createdLt: 3n,
    createdAt: T0,
  },
  init: null,
  body: beginCell().endCell(),
  initInRef: false,
  bodyInRef: false,
});
const TX_BOC = Buffer.from(
  writeBoc(
    transactionToCell({
      accountAddr: labelHash('acc1'),
      lt: 2n,
      prevTransHash: labelHash('prev'),
      prevTransLt: 1n,
      now: T0,
      outmsgCnt: 1,
      origStatus: 'active',
      endStatus: 'active',
      inMsg: inMessage,
      outMsgs: new Map([[0, outMessage]]),
      totalFees: currencyOf(5_000_000n),
      stateUpdate: { oldHash: labelHash('old'), newHash: labelHash('new') },
      description: {
        kind: 'ordinary',
        creditFirst: true,
        storagePh: { storageFeesCollected: 1n, storageFeesDue: null, statusChange: 'unchanged' },
        creditPh: null,
        computePh: {
          kind: 'vm',
          success: true,
          msgStateUsed: false,
          accountActivated: false,
          gasFees: 3_000_000n,
          gasUsed: 3000n,
          gasLimit: 0n,
          gasCredit: 10_000n,
          mode: 0,
          exitCode: 0,
          exitArg: null,
          vmSteps: 60,
          vmInitStateHash: '0'.repeat(64),
          vmFinalStateHash: '0'.repeat(64),
        },
        action: null,
        aborted: false,
        bounce: null,
        destroyed: false,
      },
    }),
  ),
);
/** The message the bench opens: the in message of the stored BOC, consumed by transaction `probeTx`. */
export const PROBE = {
  messageHash: inMessage.hashHex(),
  tx: (transactions: number) => Math.floor(transactions / 2),
};

export async function seedBench(
  db: Kysely<Schema>,
  transactions: number,
  log: (s: string) => void,
): Promise<void> {
  const blocks = Math.ceil(transactions / TX_PER_BLOCK);
  const h = (expr: ReturnType<typeof sql>) => sql`sha256(convert_to(${expr}, 'UTF8'))`;
  await sql`
    INSERT INTO blocks
    SELECT ${h(sql`'blk' || wc || ':' || s`)}, ${h(sql`'file' || wc || ':' || s`)}, wc, '8000000000000000', s, s, 42, 0,
      'everscale', false, false, false, false, false, s % 1000 = 1, 1, ${sql.lit(T0)} + s * 3, null, s * 1000, s * 1000 + 999,
      7, 1, greatest(s - 1, 0), 1, 37, null, CASE WHEN wc = 0 THEN s END,
      ${h(sql`'blk' || wc || ':' || (s - 1)`)}, null,
      jsonb_build_array(jsonb_build_object('workchain', wc, 'shard', '8000000000000000', 'seqno', s - 1,
        'rootHash', encode(${h(sql`'blk' || wc || ':' || (s - 1)`)}, 'hex'), 'fileHash', encode(${h(sql`'f' || s`)}, 'hex'),
        'endLt', ((s - 1) * 1000 + 999)::text)),
      '{"fromPrevBlk":"100","toNextBlk":"90","imported":"0","exported":"0","feesCollected":"10","feesImported":"0","created":"0","minted":"0"}',
      10, CASE WHEN wc = -1 THEN '[]'::jsonb END, '[]', CASE WHEN wc = 0 THEN ${sql.lit(TX_PER_BLOCK)} ELSE 0 END,
      CASE WHEN wc = 0 THEN ${sql.lit(TX_PER_BLOCK)} ELSE 0 END, null
    FROM generate_series(1, ${sql.lit(blocks)}) s, (VALUES (-1), (0)) w(wc)`.execute(db);
  log(`blocks: ${blocks * 2}`);
  for (let from = 1; from <= transactions; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, transactions);
    const probeTx = sql.lit(PROBE.tx(transactions));
    const probeMsg = sql`${Buffer.from(PROBE.messageHash, 'hex')}::bytea`;
    await sql`
      INSERT INTO transactions (hash, workchain, account, lt, now, mc_seqno, block_root_hash, tx_type, aborted,
        destroyed, exit_code, result_code, total_fees, balance_change, in_msg_hash, boc)
      SELECT ${h(sql`'tx' || i`)}, 0, ${h(sql`'acc' || (i % ${sql.lit(ACCOUNT_COUNT)})`)}, i * 2, ${sql.lit(T0)} + ((i - 1) / ${sql.lit(TX_PER_BLOCK)} + 1) * 3,
        (i - 1) / ${sql.lit(TX_PER_BLOCK)} + 1, ${h(sql`'blk0:' || ((i - 1) / ${sql.lit(TX_PER_BLOCK)} + 1)`)},
        CASE WHEN i % 50 = 0 THEN 'tick' ELSE 'ordinary' END, i % 97 = 0, false,
        CASE WHEN i % 97 = 0 THEN 60 ELSE 0 END, 0, (i % 1000 + 1000)::numeric, (-(i % 5000))::numeric,
        CASE WHEN i = ${probeTx} THEN ${probeMsg} ELSE ${h(sql`'msg' || i`)} END, ${TX_BOC}::bytea
      FROM generate_series(${sql.lit(from)}::int8, ${sql.lit(to)}::int8) i`.execute(db);
    await sql`
      INSERT INTO messages
      SELECT CASE WHEN i = ${probeTx} THEN ${probeMsg} ELSE ${h(sql`'msg' || i`)} END, 'internal', 0, ${h(sql`'acc' || ((i + 1) % ${sql.lit(ACCOUNT_COUNT)})`)},
        0, ${h(sql`'acc' || (i % ${sql.lit(ACCOUNT_COUNT)})`)}, (i % 10000 * 1000000)::numeric, 0, 1000, 0, true, false,
        i * 2 - 1, ${sql.lit(T0)} + ((i - 1) / ${sql.lit(TX_PER_BLOCK)} + 1) * 3, null, ${h(sql`'tx' || i`)},
        ${sql.lit(T0)} + ((i - 1) / ${sql.lit(TX_PER_BLOCK)} + 1) * 3, i * 2
      FROM generate_series(${sql.lit(from)}::int8, ${sql.lit(to)}::int8) i`.execute(db);
    log(`transactions + messages: ${to}`);
  }
  await sql`
    INSERT INTO accounts
    SELECT 0, ${h(sql`'acc' || a`)}, a::numeric * 1000000000, 'active', ${h(sql`'code' || (a % 10)`)}, null,
      ${sql.lit(T0)} + a, a, null, null, ${sql.lit(T0)} + ${sql.lit(blocks * 3)}, 1, ${h(sql`'x'`)}, null
    FROM generate_series(0, ${sql.lit(ACCOUNT_COUNT - 1)}) a`.execute(db);
  // Stats rollups as the write path keeps them (10 s, 1 h, 1 d buckets), so stats, charts and the TPS
  // series read real rows rather than an empty cache.
  for (const [bucket, width] of [
    ['10s', 10],
    ['1h', 3600],
    ['1d', 86400],
  ] as const) {
    await sql`
      INSERT INTO stats_rollups (bucket, start_time, transactions, messages, new_accounts, active_accounts, volume)
      SELECT ${bucket}, now / ${sql.lit(width)} * ${sql.lit(width)} AS t, count(*), count(*), 0, count(DISTINCT account), 0
      FROM transactions GROUP BY t`.execute(db);
  }
  // Token data: TOKEN_COUNT roots, a wallet per account for each of the first ten, one token operation
  // per 10 transactions (its wallet's root and owner), so the Tokens API lists, counts and searches.
  await sql`
    INSERT INTO token_roots (workchain, address, name, symbol, decimals, total_supply, root_owner_workchain,
      root_owner, standard, code_hash, trusted, holders_count, transactions_count, created_at, created_lt, updated_at, last_tx_lt)
    SELECT 0, ${h(sql`'root' || r`)}, 'Token ' || r, 'TK' || r, 9, 1000000000000, 0, ${h(sql`'acc' || r`)}, 'Tip3',
      ${h(sql`'rootcode'`)}, r % 10 = 0, CASE WHEN r < 10 THEN ${sql.lit(ACCOUNT_COUNT)} ELSE 0 END, 0, ${sql.lit(T0)} + r, r, ${sql.lit(T0)}, r
    FROM generate_series(0, ${sql.lit(TOKEN_COUNT - 1)}) r`.execute(db);
  await sql`
    INSERT INTO token_symbol_grams
    SELECT DISTINCT lower(substr(symbol, i, 3)), workchain, address FROM token_roots, generate_series(1, 6) i
    WHERE length(substr(symbol, i, 3)) = 3`.execute(db);
  await sql`
    INSERT INTO token_wallets (workchain, address, owner_workchain, owner, root_workchain, root, balance, code_hash,
      transactions_count, updated_at, last_tx_lt)
    SELECT 0, ${h(sql`'wallet' || r || ':' || a`)}, 0, ${h(sql`'acc' || a`)}, 0, ${h(sql`'root' || r`)}, (a * 7 + r) * 1000 + 1,
      ${h(sql`'walletcode'`)}, 1, ${sql.lit(T0)}, 1
    FROM generate_series(0, 9) r, generate_series(0, ${sql.lit(ACCOUNT_COUNT - 1)}) a`.execute(db);
  await sql`
    INSERT INTO token_transactions (tx_hash, workchain, wallet, lt, time, kind, amount, root_workchain, root, owner_workchain, owner)
    SELECT ${h(sql`'tx' || i`)}, 0, ${h(sql`'wallet' || (i % 10) || ':' || (i % ${sql.lit(ACCOUNT_COUNT)})`)}, i * 2,
      ${sql.lit(T0)} + ((i - 1) / ${sql.lit(TX_PER_BLOCK)} + 1) * 3, (ARRAY['Send', 'Receive', 'Mint', 'Burn'])[i % 4 + 1],
      i % 1000 + 1, 0, ${h(sql`'root' || (i % 10)`)}, 0, ${h(sql`'acc' || (i % ${sql.lit(ACCOUNT_COUNT)})`)}
    FROM generate_series(10, ${sql.lit(transactions)}, 10) i`.execute(db);
  log(
    `tokens: ${TOKEN_COUNT} roots, ${10 * ACCOUNT_COUNT} wallets, ${Math.floor(transactions / 10)} token operations`,
  );
  await sql`INSERT INTO stats_counters VALUES ('tokens_total', ${sql.lit(TOKEN_COUNT)}), ('tokens_trusted', ${sql.lit(TOKEN_COUNT / 10)}),
    ('token_transactions_total', ${sql.lit(Math.floor(transactions / 10))})`.execute(db);
  await sql`INSERT INTO stats_counters VALUES ('transactions_total', ${sql.lit(transactions)}), ('messages_total', ${sql.lit(transactions)}),
    ('accounts_total', ${sql.lit(ACCOUNT_COUNT)}), ('head_mc_seqno', ${sql.lit(blocks)})`.execute(db);
  await sql`ANALYZE`.execute(db);
  log(`accounts: ${ACCOUNT_COUNT}`);
}
