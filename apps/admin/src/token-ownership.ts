// Token ownership (spec §5 "Ownership", §6 "Token owner", §7 "Wallet and chain calls"; decision 0049):
// a signed-in account links a TIP-3 root by proving, from indexed chain data only, that the root's
// current owner sent the ownership verifier `verify(root, sha256(sub))`. The proof is one transaction
// the caller names by hash; it counts only when every one of these holds, and any failure answers the
// same 412, so a caller learns nothing about which part of a forgery was wrong:
//   - the root is an indexed TIP-3 root with an indexed owner;
//   - the transaction is indexed, its block is stored, and so is the masterchain block that commits it;
//   - it is on the verifier's account, not aborted, its compute phase ran and succeeded, and so did its
//     action phase;
//   - its inbound message is internal, not bounced, from the root's owner, and its body decodes with
//     OWNERSHIP_VERIFIER_ABI as `verify` with root == the root asked about and userHash == SHA-256 of
//     the UTF-8 bytes of the caller's `sub`.
import { createHash } from 'node:crypto';
import {
  errorBody,
  IsTokenOwnerResponse,
  LinkOwnerRequest,
  LinkOwnerResponse,
  OWNERSHIP_VERIFIER_ABI,
  TOKEN_ASSET_MESSAGES,
  TokenRootRequest,
} from '@tvmscan/api-schema';
import { loadMessage, writeBoc } from '@tvmscan/codec';
import { nekoton } from '@tvmscan/contracts';
import {
  type Database,
  getTransaction,
  isTokenOwner,
  linkTokenOwner,
  tokenRootOwner,
  transactionCommitted,
} from '@tvmscan/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessGuards } from './guards';

const ABI = JSON.stringify(OWNERSHIP_VERIFIER_ABI);
const NO_STORE = 'no-store';

/** The user hash a `verify` call carries for `sub`: SHA-256 of its UTF-8 bytes, 64 hex digits. */
export const userHashOf = (sub: string): string => createHash('sha256').update(sub, 'utf8').digest('hex');

export function signedInSubject(request: FastifyRequest): string {
  if (request.principal === null) throw new Error('an authorized route ran without its guard');
  return request.principal.sub;
}

/** Decodes `verify(root, userHash)` from a message body; null when it is no such call. */
function decodeVerify(body: Parameters<typeof writeBoc>[0]): { root: string; userHash: bigint } | null {
  try {
    const decoded = nekoton.decodeInput(Buffer.from(writeBoc(body)).toString('base64'), ABI, 'verify', true);
    if (decoded?.method !== 'verify') return null;
    const input = decoded.input as { root?: unknown; userHash?: unknown };
    if (typeof input.root !== 'string' || typeof input.userHash !== 'string') return null;
    return { root: input.root.toLowerCase(), userHash: BigInt(input.userHash) };
  } catch {
    return null;
  }
}

/** Whether the indexed transaction `txHash` proves that `sub` controls `root`'s owner (see above). */
export async function provesOwnership(
  database: Database,
  verifier: string,
  proof: { sub: string; root: string; txHash: string },
): Promise<boolean> {
  const { db } = database;
  const root = await tokenRootOwner(db, proof.root);
  if (root === null || root.owner === null) return false;
  if ((await transactionCommitted(db, proof.txHash)) !== true) return false;
  const found = await getTransaction(db, proof.txHash);
  if (found === null) return false;
  const tx = found.details;
  if (tx.accountId !== verifier || tx.aborted) return false;
  if (tx.compute?.kind !== 'Vm' || !tx.compute.success) return false;
  if (!tx.action?.success) return false;
  const inMessage = tx.inMessage;
  if (found.inMessage === null || inMessage === null) return false;
  if (inMessage.messageType !== 'Internal' || inMessage.bounced) return false;
  if (inMessage.srcAddress !== root.owner) return false;
  const call = decodeVerify(loadMessage(found.inMessage).body);
  if (call === null || call.root !== proof.root) return false;
  return call.userHash === BigInt(`0x${userHashOf(proof.sub)}`);
}

export interface OwnershipOptions {
  database: Database;
  guards: AccessGuards;
  /** The ownership verifier's raw address; null: no proof can be made (link_owner answers 503). */
  ownershipVerifier: string | null;
}

export async function tokenOwnershipRoutes(app: FastifyInstance, options: OwnershipOptions): Promise<void> {
  const { database, guards, ownershipVerifier } = options;

  app.post(
    '/v1/authorized/tokens/is_owner',
    { preHandler: guards.signedIn, schema: { body: TokenRootRequest } },
    async (request, reply) => {
      const { root_address } = request.body as TokenRootRequest;
      reply.header('cache-control', NO_STORE);
      return IsTokenOwnerResponse.parse(
        await isTokenOwner(database.db, signedInSubject(request), root_address),
      );
    },
  );

  app.post(
    '/v1/authorized/tokens/link_owner',
    { preHandler: guards.signedIn, schema: { body: LinkOwnerRequest } },
    async (request, reply) => {
      const { root_address, tx_hash } = request.body as LinkOwnerRequest;
      const sub = signedInSubject(request);
      reply.header('cache-control', NO_STORE);
      if (ownershipVerifier === null)
        return reply
          .code(503)
          .send(
            errorBody(
              'UNAVAILABLE',
              'this deployment names no ownership verifier (TVMSCAN_OWNERSHIP_VERIFIER)',
            ),
          );
      const proven = await provesOwnership(database, ownershipVerifier, {
        sub,
        root: root_address,
        txHash: tx_hash,
      });
      if (!proven)
        return reply.code(412).send(errorBody('NOT_OWNER', TOKEN_ASSET_MESSAGES.notOwner, 'root_address'));
      const linkedAt = await linkTokenOwner(database.db, {
        sub,
        root: root_address,
        txHash: tx_hash,
        now: Math.floor(Date.now() / 1000),
      });
      return LinkOwnerResponse.parse({ root_address, linked_at: linkedAt });
    },
  );
}
