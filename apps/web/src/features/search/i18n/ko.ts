import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  search: {
    placeholder: '트랜잭션, 메시지, 계정 또는 블록의 ID를 입력하세요...',
    label: '검색',
    clear: '검색어 지우기',
    nothingFound: '결과 없음',
    searching: '검색 중…',
    groups: {
      blocks: '블록',
      accounts: '계정',
      transactions: '트랜잭션',
      messages: '메시지',
      tokens: '토큰',
    },
  },
};
