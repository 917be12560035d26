import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  validators: {
    title: '검증인',
    sets: { previous: '이전', current: '현재', next: '다음' },
    noSet: {
      previous: '최신 설정에 이전 검증인 세트가 없습니다.',
      current: '최신 설정에 현재 검증인 세트가 없습니다.',
      next: '다음 검증인 세트가 없습니다. 선거에서 선출되면 게시됩니다.',
    },
    summary: {
      period: '선거 기간',
      totalStake: '총 스테이크',
      totalBonuses: '총 보너스',
      status: '선거 상태',
    },
    status: {
      waiting: '대기 중, {{time}}에 선거 시작',
      open: '{{time}}까지 진행 중',
      closed: '종료됨',
    },
    participants: {
      caption:
        '선거 진행 중: 지금까지의 스테이크(큰 순서). 선거가 마감되면 이 중에서 다음 세트가 선출됩니다.',
      none: '진행 중인 선거에 아직 스테이크가 없습니다.',
    },
    columns: {
      rank: '순위',
      address: '검증인 주소',
      publicKey: '공개 키',
      stake: '스테이크',
      bonuses: '보너스',
      weight: '가중치',
      maxFactor: '최대 계수',
      stakedAt: '스테이킹 시각',
    },
  },
};
