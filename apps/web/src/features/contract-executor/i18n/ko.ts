import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  executor: {
    runLocal: '읽기 (로컬 실행)',
    method: '메서드',
    chooseMethod: '메서드를 선택하세요',
    responsible: 'Responsible',
    run: '실행',
    exitCode: '종료 코드 {{code}}',
    addressPlaceholder: '워크체인:16진수 64자리',
    unsupportedType: '이 인수 유형은 여기에서 입력할 수 없습니다',
    addItem: '항목 추가',
    removeItem: '항목 {{index}} 삭제',
    mapKey: '키 {{index}}',
    mapValue: '값 {{index}}',
    errors: {
      address: '주소를 지정해야 합니다',
      method: '메서드를 지정해야 합니다',
      fields: '필드 데이터를 지정해야 합니다',
      noState: '메서드를 실행할 계정 상태가 없습니다',
    },
  },
};
