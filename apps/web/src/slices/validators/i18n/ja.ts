import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  validators: {
    title: 'バリデーター',
    sets: { previous: '前回', current: '現在', next: '次回' },
    noSet: {
      previous: '最新の設定に前回のバリデーターセットはありません。',
      current: '最新の設定に現在のバリデーターセットはありません。',
      next: '次回のバリデーターセットはありません。選挙で選出されると公開されます。',
    },
    summary: {
      period: '選挙期間',
      totalStake: '総ステーク',
      totalBonuses: '総ボーナス',
      status: '選挙の状態',
    },
    status: {
      waiting: '待機中、{{time}}に選挙開始',
      open: '{{time}}まで受付中',
      closed: '終了',
    },
    participants: {
      caption:
        '選挙の進行中：これまでのステーク（大きい順）。選挙の締め切り時に、ここから次回のセットが選出されます。',
      none: '進行中の選挙にはまだステークがありません。',
    },
    columns: {
      rank: '順位',
      address: 'バリデーターのアドレス',
      publicKey: '公開鍵',
      stake: 'ステーク',
      bonuses: 'ボーナス',
      weight: '比重',
      maxFactor: '最大係数',
      stakedAt: 'ステーク日時',
    },
  },
};
