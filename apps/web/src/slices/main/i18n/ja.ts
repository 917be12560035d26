import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  main: {
    title: 'メイン',
    stats: {
      title: 'ネットワーク',
      latestBlock: '最新のマスターチェーンブロック',
      shards: 'シャードチェーン',
      tps: '毎秒トランザクション数',
      transactions24h: 'トランザクション（24時間）',
      transactionsTotal: 'トランザクション（合計）',
      volume24h: '取引量（24時間）',
      accountsActive24h: 'アクティブアカウント（24時間）',
      accountsTotal: 'アカウント（合計）',
    },
    tps: {
      title: 'リアルタイムの毎秒トランザクション数',
      bar: '{{time}}: {{tps}} TPS',
    },
    blocks: {
      title: '最新のブロック',
      empty: '空',
      block: 'ブロック',
      txs: 'トランザクション',
      time: '時刻',
    },
    transactions: {
      title: '最新のトランザクション',
      tickTock: 'TickTock',
      elector: 'Elector',
      hash: 'ハッシュ',
      account: 'アカウント',
      value: '残高の変化',
      time: '時刻',
    },
    tokenTransactions: {
      title: '最新のトークントランザクション',
      hash: 'ハッシュ',
      kind: '種類',
      amount: '数量',
      time: '時刻',
      kinds: {
        Mint: '発行',
        Burn: '焼却',
        Send: '送金',
        Receive: '受取',
        SendCancellation: '送金取消',
        BurnCancellation: '焼却取消',
      },
    },
    messages: {
      title: '最新のメッセージ',
      elector: 'Elector',
      hash: 'ハッシュ',
      type: '種類',
      value: '金額',
      time: '時刻',
    },
  },
};
