// The embedded provider's interaction steps (apps/identity/src/routes.ts) as the sign-in screens call
// them: under the deployment's issuer, on this origin, with the provider's interaction cookie.
import type { IdentityCredentials, InteractionDetails, InteractionRedirect } from '@tvmscan/api-schema';
import { errorFrom, loadDeploymentConfig } from '../../shared/api/client';

async function interactionCall<T>(uid: string, step: string, body?: unknown): Promise<T> {
  const issuer = (await loadDeploymentConfig())?.services.identityProvider;
  if (!issuer) throw new Error('This explorer has no sign-in configured.');
  const path = `${issuer.replace(/\/+$/, '')}/interaction/${encodeURIComponent(uid)}${step}`;
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

export const interactionDetails = (uid: string): Promise<InteractionDetails> =>
  interactionCall<InteractionDetails>(uid, '');

export const submitCredentials = (
  uid: string,
  step: 'login' | 'register',
  credentials: IdentityCredentials,
): Promise<InteractionRedirect> => interactionCall<InteractionRedirect>(uid, `/${step}`, credentials);

export const confirmInteraction = (uid: string): Promise<InteractionRedirect> =>
  interactionCall<InteractionRedirect>(uid, '/confirm', {});
