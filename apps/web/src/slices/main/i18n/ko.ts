import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  main: {
    title: '메인',
    stats: {
      title: '네트워크',
      latestBlock: '최신 마스터체인 블록',
      shards: '샤드체인',
      tps: '초당 트랜잭션',
      transactions24h: '트랜잭션, 24시간',
      transactionsTotal: '트랜잭션, 전체',
      volume24h: '거래량, 24시간',
      accountsActive24h: '활성 계정, 24시간',
      accountsTotal: '계정, 전체',
    },
    tps: {
      title: '실시간 초당 트랜잭션',
      bar: '{{time}}: {{tps}} TPS',
    },
    blocks: {
      title: '최신 블록',
      empty: '빈 블록',
      block: '블록',
      txs: '트랜잭션',
      time: '시간',
    },
    transactions: {
      title: '최신 트랜잭션',
      tickTock: 'TickTock',
      elector: 'Elector',
      hash: '해시',
      account: '계정',
      value: '잔액 변화',
      time: '시간',
    },
    tokenTransactions: {
      title: '최근 토큰 트랜잭션',
      hash: '해시',
      kind: '종류',
      amount: '수량',
      time: '시간',
      kinds: {
        Mint: '발행',
        Burn: '소각',
        Send: '전송',
        Receive: '수신',
        SendCancellation: '전송 취소',
        BurnCancellation: '소각 취소',
      },
    },
    messages: {
      title: '최신 메시지',
      elector: 'Elector',
      hash: '해시',
      type: '유형',
      value: '금액',
      time: '시간',
    },
  },
};
