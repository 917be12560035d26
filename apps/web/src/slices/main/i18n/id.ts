import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  main: {
    title: 'Beranda',
    stats: {
      title: 'Jaringan',
      latestBlock: 'Blok masterchain terbaru',
      shards: 'Shardchain',
      tps: 'Transaksi per detik',
      transactions24h: 'Transaksi, 24 jam',
      transactionsTotal: 'Transaksi, total',
      volume24h: 'Volume, 24 jam',
      accountsActive24h: 'Akun aktif, 24 jam',
      accountsTotal: 'Akun, total',
    },
    tps: {
      title: 'Transaksi per detik secara langsung',
      bar: '{{time}}: {{tps}} TPS',
    },
    blocks: {
      title: 'Blok terbaru',
      empty: 'Kosong',
      block: 'Blok',
      txs: 'Transaksi',
      time: 'Waktu',
    },
    transactions: {
      title: 'Transaksi terbaru',
      tickTock: 'TickTock',
      elector: 'Elector',
      hash: 'Hash',
      account: 'Akun',
      value: 'Perubahan saldo',
      time: 'Waktu',
    },
    tokenTransactions: {
      title: 'Transaksi token terbaru',
      hash: 'Hash',
      kind: 'Jenis',
      amount: 'Jumlah',
      time: 'Waktu',
      kinds: {
        Mint: 'Cetak',
        Burn: 'Bakar',
        Send: 'Transfer',
        Receive: 'Terima',
        SendCancellation: 'Transfer dibatalkan',
        BurnCancellation: 'Pembakaran dibatalkan',
      },
    },
    messages: {
      title: 'Pesan terbaru',
      elector: 'Elector',
      hash: 'Hash',
      type: 'Jenis',
      value: 'Nilai',
      time: 'Waktu',
    },
  },
};
