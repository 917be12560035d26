import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  auth: {
    signIn: 'サインイン',
    signUp: 'アカウント作成',
    signOut: 'サインアウト',
    account: 'アカウント',
    loginRequired: '続行するにはログインが必要です',
    authorizationError: '認証エラーです。もう一度ログインしてください',
    unknownError: '不明なエラーです。後でもう一度お試しください。',
    noSignIn: 'このエクスプローラーにはサインインが設定されていません。',
    emailVerified: 'メールアドレスが確認されました。',
    emailUnverified: 'メールアドレスはまだ確認されていません。お送りしたメールのリンクを開いてください。',
    menu: {
      myTokens: 'マイトークン',
      myTokenLists: 'マイトークンリスト',
      apiKeys: 'API キー',
      assets: 'アセット',
    },
    screen: {
      signInTitle: 'サインイン',
      registrationTitle: 'アカウント作成',
      email: 'メールアドレス',
      password: 'パスワード',
      passwordHint: '{{min}} 文字以上',
      submitSignIn: 'サインイン',
      submitRegistration: 'アカウント作成',
      toRegistration: 'アカウントをお持ちでない方はこちら',
      toSignIn: 'アカウントをお持ちの方はサインイン',
      redirecting: 'サインイン画面へ移動しています…',
      expired: 'このサインインは期限切れです。',
      startAgain: 'やり直す',
    },
    field: {
      empty: 'このフィールドは空にできません。',
      email: '有効なメールアドレスを入力してください。',
      tooLong: '{{max}} 文字を超えることはできません。',
      passwordShort: 'パスワードは {{min}} 文字以上にしてください。',
      emailTaken: 'このメールアドレスは既に使用されています。別のものをお試しください。',
      wrongCredentials: 'メールアドレスまたはパスワードが違います。',
    },
  },
};
