import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  executor: {
    runLocal: '読み取り（ローカル実行）',
    method: 'メソッド',
    chooseMethod: 'メソッドを選択',
    responsible: 'Responsible',
    run: '実行',
    exitCode: '終了コード {{code}}',
    addressPlaceholder: 'ワークチェーン:16進数64桁',
    unsupportedType: 'この引数の型はここでは入力できません',
    addItem: '項目を追加',
    removeItem: '項目 {{index}} を削除',
    mapKey: 'キー {{index}}',
    mapValue: '値 {{index}}',
    errors: {
      address: 'アドレスを指定してください',
      method: 'メソッドを指定してください',
      fields: 'フィールドデータを指定してください',
      noState: 'メソッドを実行するアカウントの状態がありません',
    },
  },
};
