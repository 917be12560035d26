import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  main: {
    title: 'Main',
    stats: {
      title: 'Network',
      latestBlock: 'Latest masterchain block',
      shards: 'Shardchains',
      tps: 'Transactions per second',
      transactions24h: 'Transactions, 24 h',
      transactionsTotal: 'Transactions, total',
      volume24h: 'Volume, 24 h',
      accountsActive24h: 'Active accounts, 24 h',
      accountsTotal: 'Accounts, total',
    },
    tps: {
      title: 'Live transactions per second',
      bar: '{{time}}: {{tps}} TPS',
    },
    blocks: {
      title: 'Latest blocks',
      empty: 'Empty',
      block: 'Block',
      txs: 'Transactions',
      time: 'Time',
    },
    transactions: {
      title: 'Latest transactions',
      tickTock: 'TickTock',
      elector: 'Elector',
      hash: 'Hash',
      account: 'Account',
      value: 'Balance change',
      time: 'Time',
    },
    tokenTransactions: {
      title: 'Latest token transactions',
      hash: 'Hash',
      kind: 'Kind',
      amount: 'Amount',
      time: 'Time',
      kinds: {
        Mint: 'Mint',
        Burn: 'Burn',
        Send: 'Transfer',
        Receive: 'Receive',
        SendCancellation: 'Transfer cancelled',
        BurnCancellation: 'Burn cancelled',
      },
    },
    messages: {
      title: 'Latest messages',
      elector: 'Elector',
      hash: 'Hash',
      type: 'Type',
      value: 'Value',
      time: 'Time',
    },
  },
};
