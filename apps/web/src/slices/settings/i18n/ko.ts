import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  settings: {
    title: '계정 설정',
    tabs: {
      addresses: '내 토큰',
      'token-lists': '내 토큰 목록',
      'api-key': 'API 키',
      assets: '자산',
    },
    pendingCount: '대기 {{count}}',
    adminOnly: '자산은 관리자만 볼 수 있습니다.',
    apiKey: {
      about: 'API 키는 한 번에 하나만 가질 수 있습니다. 새 키를 만들면 현재 키는 폐기됩니다.',
      create: '새 키 만들기',
      modalTitle: '새 API 키 만들기',
      createdTitle: '새 API 키',
      warning:
        '새 키를 만들면 현재 키가 폐기되어 그 키를 사용하는 모든 것이 작동을 멈춥니다. 새 키는 한 번만 표시되니 복사해서 안전하게 보관하세요.',
      cancel: '취소',
      submit: '제출',
      close: '닫기',
      keyLabel: '새 API 키',
      keyHint: '키는 지금 한 번만 표시됩니다.',
    },
  },
};
