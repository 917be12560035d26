import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  auth: {
    signIn: '로그인',
    signUp: '계정 만들기',
    signOut: '로그아웃',
    account: '계정',
    loginRequired: '계속하려면 로그인해야 합니다',
    authorizationError: '인증 오류입니다. 다시 로그인해 주세요',
    unknownError: '알 수 없는 오류입니다. 나중에 다시 시도해 주세요.',
    noSignIn: '이 탐색기에는 로그인이 설정되어 있지 않습니다.',
    emailVerified: '이메일이 인증되었습니다.',
    emailUnverified: '이메일이 아직 인증되지 않았습니다. 보내 드린 메일의 링크를 따라가 주세요.',
    menu: { myTokens: '내 토큰', myTokenLists: '내 토큰 목록', apiKeys: 'API 키', assets: '자산' },
    screen: {
      signInTitle: '로그인',
      registrationTitle: '계정 만들기',
      email: '이메일',
      password: '비밀번호',
      passwordHint: '{{min}}자 이상',
      submitSignIn: '로그인',
      submitRegistration: '계정 만들기',
      toRegistration: '계정이 없으신가요? 만들기',
      toSignIn: '이미 계정이 있으신가요? 로그인',
      redirecting: '로그인 화면으로 이동하는 중…',
      expired: '이 로그인은 만료되었습니다.',
      startAgain: '다시 시작',
    },
    field: {
      empty: '필드를 비워 둘 수 없습니다.',
      email: '올바른 이메일이어야 합니다.',
      tooLong: '필드는 {{max}}자를 넘을 수 없습니다.',
      passwordShort: '비밀번호는 {{min}}자 이상이어야 합니다.',
      emailTaken: '이미 사용 중인 이메일입니다. 다른 이메일을 사용해 주세요.',
      wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
    },
  },
};
