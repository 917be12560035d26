// The executor's send actions (spec §2 "Contract executor", §5 "Executor", §7 "Wallet and chain calls"):
// a call to the contract sent by the visitor's wallet, either as an external message (signed with the
// wallet's public key, or unsigned) or as an internal message from the wallet's account carrying an
// amount. The wallet signs and sends; it answers with the transaction the message caused (external) or
// the wallet's own transaction that sent it (internal). What the form got wrong is found before the
// wallet is asked, in the order and with the texts of spec §8.
import type { ProviderRpcClient } from 'everscale-inpage-provider';
import type { FieldValue } from './abi-fields';

export type ExecutorAction = 'runLocal' | 'sendExternal' | 'sendInternal';

/** Spec §8's thrown messages, by the translation key under `executor.errors` that holds each. */
export type ExecutorInputProblem =
  | 'provider'
  | 'wallet'
  | 'publicKey'
  | 'address'
  | 'method'
  | 'fields'
  | 'amountDefined'
  | 'amountPositive'
  | 'amountNumber';

/** A form the executor cannot send; `problem` names the spec's message. */
export class ExecutorInputError extends Error {
  constructor(readonly problem: ExecutorInputProblem) {
    super(problem);
  }
}

/** What the visitor filled in: everything but the wallet. */
export interface SendForm {
  action: Exclude<ExecutorAction, 'runLocal'>;
  address: string;
  abi: string;
  method: string;
  /** null when the form could not be built (a parameter without a name). */
  input: { [name: string]: FieldValue } | null;
  /** External send: sign with the wallet's key (otherwise the message goes unsigned). */
  withSignature: boolean;
  /** Internal send: the amount in whole tokens, as typed. */
  amount: string;
  bounce: boolean;
  /** Decimals of the network's token, for the amount. */
  decimals: number;
}

/** The account the wallet shares with this site. */
export interface WalletAccount {
  address: string | null;
  publicKey: string | null;
}

/** A call ready for the wallet. */
export type WalletCall =
  | {
      kind: 'external';
      recipient: string;
      /** Unsigned when null. */
      publicKey: string | null;
      payload: Payload;
    }
  | {
      kind: 'internal';
      sender: string;
      recipient: string;
      amount: string;
      bounce: boolean;
      payload: Payload;
    };

interface Payload {
  abi: string;
  method: string;
  params: { [name: string]: FieldValue };
}

const DECIMAL_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The amount typed for an internal send in the token's smallest unit (spec §5): a finite number, not
 * negative, scaled by `decimals` and rounded down ("0.0000000019" with 9 decimals is 1).
 */
export function amountToUnits(text: string, decimals: number): string {
  const typed = text.trim();
  if (typed === '') throw new ExecutorInputError('amountDefined');
  // Decimal notation only (an exponent allowed): `0x10` or `1,5` are not amounts anyone means.
  const value = DECIMAL_RE.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isFinite(value)) throw new ExecutorInputError('amountNumber');
  if (value < 0) throw new ExecutorInputError('amountPositive');
  // Exact digits from the text where it has no exponent; an exponent form goes through its own
  // plain-decimal spelling, which keeps every digit a double holds.
  const plain = /e/i.test(typed)
    ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : typed.replace(/^[+-]/, '');
  const [whole, fraction = ''] = plain.split('.');
  return BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0')).toString();
}

/**
 * Checks the form against the wallet and turns it into the call the wallet makes. `hasProvider` is
 * false when no wallet is injected into the page.
 */
export function walletCall(form: SendForm, hasProvider: boolean, wallet: WalletAccount): WalletCall {
  if (!hasProvider) throw new ExecutorInputError('provider');
  if (!wallet.address) throw new ExecutorInputError('wallet');
  if (form.action === 'sendExternal' && form.withSignature && !wallet.publicKey)
    throw new ExecutorInputError('publicKey');
  if (!form.address) throw new ExecutorInputError('address');
  if (!form.method) throw new ExecutorInputError('method');
  if (!form.input) throw new ExecutorInputError('fields');
  const payload = { abi: form.abi, method: form.method, params: form.input };
  if (form.action === 'sendExternal') {
    return {
      kind: 'external',
      recipient: form.address,
      publicKey: form.withSignature ? wallet.publicKey : null,
      payload,
    };
  }
  return {
    kind: 'internal',
    sender: wallet.address,
    recipient: form.address,
    amount: amountToUnits(form.amount, form.decimals),
    bounce: form.bounce,
    payload,
  };
}

/** What the wallet reports back. */
export interface SendResult {
  /** The transaction the wallet saw: the contract's (external) or the wallet's own (internal). */
  transactionHash: string | null;
  aborted: boolean;
  exitCode: number | null;
  /** Internal send: the wallet's message to the contract, whose page follows it to the call's transaction. */
  callMessageHash: string | null;
  /** The method's decoded answer, for an external call that has one. */
  output: unknown;
}

interface RawTransaction {
  id: { hash: string };
  aborted: boolean;
  exitCode?: number;
  outMessages: { hash: string; dst?: string }[];
}

const result = (
  transaction: RawTransaction | undefined,
  recipient: string | null,
  output: unknown = null,
) => ({
  transactionHash: transaction?.id.hash ?? null,
  aborted: transaction?.aborted ?? false,
  exitCode: transaction?.exitCode ?? null,
  callMessageHash:
    recipient === null ? null : (transaction?.outMessages.find((m) => m.dst === recipient)?.hash ?? null),
  output: output ?? null,
});

/** Hands the call to the wallet, which asks the visitor to approve it, signs, sends and waits. */
export async function sendThroughWallet(rpc: ProviderRpcClient, call: WalletCall): Promise<SendResult> {
  if (call.kind === 'internal') {
    const { transaction } = await rpc.rawApi.sendMessage({
      sender: call.sender,
      recipient: call.recipient,
      amount: call.amount,
      bounce: call.bounce,
      payload: call.payload as never,
    });
    return result(transaction, call.recipient);
  }
  const sent =
    call.publicKey === null
      ? await rpc.rawApi.sendUnsignedExternalMessage({
          recipient: call.recipient,
          payload: call.payload as never,
          local: false,
        })
      : await rpc.rawApi.sendExternalMessage({
          publicKey: call.publicKey,
          recipient: call.recipient,
          payload: call.payload as never,
          local: false,
        });
  return result(sent.transaction, null, sent.output);
}
