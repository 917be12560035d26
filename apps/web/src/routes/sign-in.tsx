// /signin and /registration (spec route table): the embedded provider's screens, its interaction id in
// `?uid=` (apps/identity).
import { getRouteApi } from '@tanstack/react-router';
import { SignInPage } from '../slices/sign-in/SignInPage';

const signIn = getRouteApi('/signin');
const registration = getRouteApi('/registration');

export function SignInRoute() {
  const { uid } = signIn.useSearch();
  return <SignInPage key={`signin-${uid}`} mode="signin" uid={uid} />;
}

export function RegistrationRoute() {
  const { uid } = registration.useSearch();
  return <SignInPage key={`registration-${uid}`} mode="registration" uid={uid} />;
}
