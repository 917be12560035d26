import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  auth: {
    signIn: 'Sign in',
    signUp: 'Create account',
    signOut: 'Sign out',
    account: 'Account',
    loginRequired: 'You must be logged in to continue',
    authorizationError: 'Authorization error, please try to login again',
    unknownError: 'Unknown error, please try again later.',
    noSignIn: 'This explorer has no sign-in configured.',
    emailVerified: 'Your email is verified.',
    emailUnverified: 'Your email is not verified yet: follow the link in the mail we sent you.',
    menu: { myTokens: 'My tokens', myTokenLists: 'My token lists', apiKeys: 'API keys', assets: 'Assets' },
    screen: {
      signInTitle: 'Sign in',
      registrationTitle: 'Create an account',
      email: 'Email',
      password: 'Password',
      passwordHint: 'At least {{min}} characters',
      submitSignIn: 'Sign in',
      submitRegistration: 'Create account',
      toRegistration: 'No account yet? Create one',
      toSignIn: 'Already have an account? Sign in',
      redirecting: 'Taking you to the sign-in…',
      expired: 'This sign-in has expired.',
      startAgain: 'Start again',
    },
    field: {
      empty: 'Field cannot be empty.',
      email: 'Field must be a valid email.',
      tooLong: 'Field cannot be longer than {{max}} characters.',
      passwordShort: 'Password must be at least {{min}} characters long.',
      emailTaken: 'Email is already taken, please try another one.',
      wrongCredentials: 'Wrong email or password.',
    },
  },
};
