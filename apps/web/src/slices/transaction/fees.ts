// Fee breakdown of one transaction (spec §2 "Diagram"): storage, gas, action and bounce fees from the
// phases, "other" as the remainder so the parts sum to the total, and the outbound forward fee beside
// it. All arithmetic in bigint over the wire's decimal strings.
import type { TransactionResponse } from '@tvmscan/api-schema';

export interface FeeBreakdown {
  storage: bigint;
  gas: bigint;
  action: bigint;
  bounce: bigint;
  other: bigint;
  outboundForward: bigint;
  total: bigint;
}

const big = (value: string | null | undefined): bigint => (value ? BigInt(value) : 0n);

export function feeBreakdown(tx: TransactionResponse): FeeBreakdown {
  const storage = big(tx.storage?.storageFeesCollected);
  const gas = tx.compute?.kind === 'Vm' ? big(tx.compute.gasFees) : 0n;
  const action = big(tx.action?.totalActionFees);
  const bounce = tx.bounce?.kind === 'Ok' ? big(tx.bounce.msgFees) : 0n;
  const total = big(tx.totalFees);
  return {
    storage,
    gas,
    action,
    bounce,
    other: total - storage - gas - action - bounce,
    outboundForward: big(tx.action?.totalFwdFees),
    total,
  };
}

/** Value received with the inbound message and sent with the outbound ones. */
export function transferredValue(tx: TransactionResponse): { received: bigint; sent: bigint } {
  const received = tx.inMessage?.messageType === 'Internal' ? big(tx.inMessage.messageValue) : 0n;
  const sent = tx.outMessages.reduce((sum, m) => sum + big(m.messageValue), 0n);
  return { received, sent };
}
