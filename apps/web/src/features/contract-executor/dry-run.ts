// The dry run before signing (spec §7 "Wallet and chain calls"): the message the wallet is about to be
// asked to sign is built here, in nekoton, the way the wallet builds it — an internal message from the
// wallet's account, or an external one with a placeholder signature (the wallet has not signed yet) —
// and executed by the explorer's server on the account's latest indexed state
// (POST /api/explorer/messages/emulate). The events the run would emit are decoded with the same ABI.
import type { MessageEmulation } from '@tvmscan/api-schema';
import { callApi } from '../../shared/api/client';
import { loadNekoton, type Nekoton } from './nekoton';
import type { WalletCall } from './send';

/** How long a dry-run external message stays valid: what the wallet gives its own (60 s). */
const EXPIRE_S = 60;

export interface DryRunEvent {
  /** The external-out message that carries it. */
  messageHash: string;
  name: string;
  data: unknown;
}

export interface DryRun {
  emulation: MessageEmulation;
  events: DryRunEvent[];
}

/** The message `call` would put on the network, as a base64 BOC. */
export function dryRunMessage(nt: typeof Nekoton, call: WalletCall): string {
  const { abi, method, params } = call.payload;
  const input = params as Parameters<typeof nt.encodeInternalInput>[2];
  if (call.kind === 'internal') {
    const body = nt.encodeInternalInput(abi, method, input);
    return nt.encodeInternalMessage(call.sender, call.recipient, call.bounce, null, body, call.amount);
  }
  const clock = new nt.ClockWithOffset();
  try {
    const common = [clock, call.recipient, abi, method, null, input] as const;
    if (call.publicKey === null) return nt.createExternalMessageWithoutSignature(...common, EXPIRE_S).boc;
    const unsigned = nt.createExternalMessage(...common, call.publicKey, EXPIRE_S);
    try {
      return unsigned.signFake().boc;
    } finally {
      unsigned.free();
    }
  } finally {
    clock.free();
  }
}

/** Runs `call` on the server and decodes the events it would emit. */
export async function dryRun(call: WalletCall, signal?: AbortSignal): Promise<DryRun> {
  const nt = await loadNekoton();
  const boc = dryRunMessage(nt, call);
  const emulation = await callApi('messageEmulate', { boc }, signal);
  const events: DryRunEvent[] = [];
  for (const m of emulation.outMessages) {
    if (m.messageType !== 'ExternalOut' || m.body === null) continue;
    // An event the ABI does not declare (or a body that is no event) is left out.
    const decoded = nt.decodeEvent(m.body, call.payload.abi, undefined);
    if (decoded) events.push({ messageHash: m.messageHash, name: decoded.event, data: decoded.data });
  }
  return { emulation, events };
}
