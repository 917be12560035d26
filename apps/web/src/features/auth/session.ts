// The signed-in user as one store for the app (spec §4 "Auth"): oidc-client-ts with the code flow and
// PKCE against the deployment's OpenID issuer, the user kept in localStorage so every tab shares it.
// - States: uninitialized, loading, signedIn, signedOut; an expired user counts as signed out.
// - The token is refreshed silently (its refresh token) when it is about to expire, under a lock every
//   tab takes (navigator.locks), so two tabs never spend one rotating refresh token; on failure the user
//   is removed.
// - Sign-in state goes to the other tabs under the key `auth`, as 1 or 0.
// - The admin flag is asked of the Admin API after sign-in.
// A visitor who never signed in (no `auth` = 1, no sign-in response in the URL) costs nothing: the
// client library loads only when there is a user to load or a sign-in to start.
import type { User, UserManager } from 'oidc-client-ts';
import { useSyncExternalStore } from 'react';
import { fetchIsAdmin } from '../../shared/api/admin';
import { loadDeploymentConfig } from '../../shared/api/client';

export type AuthStatus = 'uninitialized' | 'loading' | 'signedIn' | 'signedOut';

export interface AuthProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthSnapshot {
  status: AuthStatus;
  profile: AuthProfile | null;
  /** The access token for the Admin API's authorized calls (null unless signed in). */
  accessToken: string | null;
  isAdmin: boolean;
}

/** What the web app asks for (spec §6). */
export const AUTH_SCOPES = 'openid profile email offline_access';
/** Spec §4: the sign-in state other tabs follow, "1" or "0". */
export const SIGNED_IN_KEY = 'auth';
const REFRESH_LOCK = 'tvmscan-auth-refresh';
/** A token this close to its expiry is refreshed. */
const EXPIRING_S = 60;

const SIGNED_OUT: AuthSnapshot = { status: 'signedOut', profile: null, accessToken: null, isAdmin: false };

let snapshot: AuthSnapshot = { ...SIGNED_OUT, status: 'uninitialized' };
const subscribers = new Set<() => void>();

function publish(next: AuthSnapshot): void {
  snapshot = next;
  for (const s of subscribers) s();
}

function subscribe(callback: () => void): () => void {
  subscribers.add(callback);
  return () => subscribers.delete(callback);
}

export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** Where the user was when the sign-in started; the app goes back there after it. */
export interface SignInState {
  returnTo: string;
}

/** The token is usable for at least EXPIRING_S more seconds. */
export const isFresh = (user: Pick<User, 'expires_in'>): boolean => (user.expires_in ?? 0) > EXPIRING_S;

/** The snapshot a stored user stands for. */
export function snapshotOf(user: User, isAdmin: boolean): AuthSnapshot {
  if (user.expired) return SIGNED_OUT;
  const { sub, email, email_verified } = user.profile;
  return {
    status: 'signedIn',
    profile: { sub, email: email ?? null, emailVerified: email_verified === true },
    accessToken: user.access_token,
    isAdmin,
  };
}

let managerPromise: Promise<UserManager | null> | undefined;

/** The client for the deployment's issuer; null when the deployment has no sign-in. */
function manager(): Promise<UserManager | null> {
  managerPromise ??= (async () => {
    const services = (await loadDeploymentConfig())?.services;
    if (!services?.identityProvider || !services.identityClientId) return null;
    const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
    const root = `${window.location.origin}/`;
    const created = new UserManager({
      authority: services.identityProvider,
      client_id: services.identityClientId,
      redirect_uri: root,
      post_logout_redirect_uri: root,
      response_type: 'code',
      scope: AUTH_SCOPES,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      // Refreshing is ours, under the cross-tab lock (refresh below).
      automaticSilentRenew: false,
      accessTokenExpiringNotificationTimeInSeconds: EXPIRING_S,
      loadUserInfo: false,
    });
    created.events.addAccessTokenExpiring(() => void refresh(created));
    created.events.addAccessTokenExpired(() => void refresh(created));
    return created;
  })().catch((error: unknown) => {
    console.error(error);
    managerPromise = undefined;
    return null;
  });
  return managerPromise;
}

function markSignedIn(signedIn: boolean): void {
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, signedIn ? '1' : '0');
  } catch {
    // Storage refused (a private window's quota): this tab still knows; others will not follow.
  }
}

/** Shows `user`, and asks for the admin flag once per account. */
function adopt(user: User): void {
  const next = snapshotOf(user, snapshot.profile?.sub === user.profile.sub && snapshot.isAdmin);
  const askAdmin = next.status === 'signedIn' && snapshot.profile?.sub !== user.profile.sub;
  publish(next);
  if (!askAdmin || !next.accessToken) return;
  fetchIsAdmin(next.accessToken).then(
    (isAdmin) => {
      if (snapshot.profile?.sub === user.profile.sub) publish({ ...snapshot, isAdmin });
    },
    (error: unknown) => console.error(error),
  );
}

async function signedOutHere(client: UserManager): Promise<void> {
  await client.removeUser();
  markSignedIn(false);
  publish(SIGNED_OUT);
}

async function underLock(work: () => Promise<void>): Promise<void> {
  if ('locks' in navigator) await navigator.locks.request(REFRESH_LOCK, work);
  else await work();
}

/** Refreshes the token unless another tab already did (it waited for the lock meanwhile). */
function refresh(client: UserManager): Promise<void> {
  return underLock(async () => {
    const stored = await client.getUser();
    if (stored && isFresh(stored)) return adopt(stored);
    if (!stored?.refresh_token) return signedOutHere(client);
    try {
      const renewed = await client.signinSilent();
      if (renewed) adopt(renewed);
      else await signedOutHere(client);
    } catch (error) {
      console.error(error);
      await signedOutHere(client);
    }
  });
}

/** Another tab signed in or out: this one follows what is stored. */
async function follow(): Promise<void> {
  const client = await manager();
  if (!client) return;
  const user = window.localStorage.getItem(SIGNED_IN_KEY) === '1' ? await client.getUser() : null;
  if (user && !user.expired) adopt(user);
  else publish(SIGNED_OUT);
}

/** The sign-in response in the app root's URL (`code` and `state`), if this load is one. */
function isSignInResponse(url: URL): boolean {
  return url.pathname === '/' && url.searchParams.has('code') && url.searchParams.has('state');
}

/**
 * Starts the store once, at the app's start. Resolves with where to go when this load completed a
 * sign-in (the place it started from), or null. A refused or stale response rejects: the app shows
 * the authorization error.
 */
export async function startAuth(): Promise<string | null> {
  if (snapshot.status !== 'uninitialized') return null;
  window.addEventListener('storage', (event) => {
    if (event.key === SIGNED_IN_KEY) void follow();
  });
  const url = new URL(window.location.href);
  const responding = isSignInResponse(url);
  if (!responding && window.localStorage.getItem(SIGNED_IN_KEY) !== '1') {
    publish(SIGNED_OUT);
    return null;
  }
  publish({ ...snapshot, status: 'loading' });
  const client = await manager();
  if (!client) {
    publish(SIGNED_OUT);
    return null;
  }
  if (responding) {
    try {
      const user = await client.signinRedirectCallback();
      markSignedIn(true);
      adopt(user);
      return (user.state as SignInState | undefined)?.returnTo ?? '/';
    } catch (error) {
      publish(SIGNED_OUT);
      throw error;
    }
  }
  const user = await client.getUser();
  if (!user) {
    markSignedIn(false);
    publish(SIGNED_OUT);
  } else if (isFresh(user)) adopt(user);
  else await refresh(client);
  return null;
}

/** Sends the browser to the issuer's sign-in (or, with `signup`, registration) screen. */
export async function signIn(options: { signup?: boolean; returnTo?: string } = {}): Promise<void> {
  const client = await manager();
  if (!client) throw new Error('This deployment has no sign-in.');
  const state: SignInState = {
    returnTo: options.returnTo ?? `${window.location.pathname}${window.location.search}`,
  };
  await client.signinRedirect({
    state,
    extraQueryParams: options.signup ? { screen_hint: 'signup' } : undefined,
  });
}

/** Signs out here, in every tab, and at the issuer (which ends its session and the refresh tokens). */
export async function signOut(): Promise<void> {
  const client = await manager();
  markSignedIn(false);
  publish(SIGNED_OUT);
  // signoutRedirect removes the stored user before it leaves for the issuer.
  if (client) await client.signoutRedirect();
}
