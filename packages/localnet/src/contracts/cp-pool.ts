// The constant-product pool (contracts/cp-pool.fc): two TIP-3 tokens, x·y = k with a 0.3% fee, liquidity
// and swaps through TIP-3 transfers with notify. Deployed in two messages like the other contracts of
// our own (a transfer funds its address, then an external message carrying its StateInit), after which
// it asks both roots for its wallets. Its ABI is stated here for the calls it answers; the explorer's
// copy of the getter it reads is in @tvmscan/contracts (pools.ts), checked against this one by a test.
import { beginCell, writeBoc } from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode, unsignedDeploy } from './func';
import { abi, answers, fn, storeAddress } from './funcAbi';
import { EMPTY_CELL } from './localCall';
import { tokenWallet } from './tip3';

export const CP_POOL_ABI = abi([
  fn('onAcceptTokensTransfer', [
    ['tokenRoot', 'address'],
    ['amount', 'uint128'],
    ['sender', 'address'],
    ['senderWallet', 'address'],
    ['remainingGasTo', 'address'],
    ['payload', 'cell'],
  ]),
  fn('onTokenWallet', [['wallet', 'address']]),
  answers('getReserves', [
    ['rootA', 'address'],
    ['rootB', 'address'],
    ['reserveA', 'uint128'],
    ['reserveB', 'uint128'],
  ]),
]);

/** The pool's fee: of an amount in, FEE_KEPT / FEE_WHOLE counts (contracts/cp-pool.fc). */
export const FEE_KEPT = 997n;
export const FEE_WHOLE = 1000n;

/** What a swap of `amountIn` against (reserveIn, reserveOut) pays out, rounded down, as the pool counts. */
export const swapOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => {
  if (reserveIn === 0n || reserveOut === 0n) return 0n;
  const counted = amountIn * FEE_KEPT;
  return (counted * reserveOut) / (reserveIn * FEE_WHOLE + counted);
};

export interface CpPoolParams {
  rootA: string;
  rootB: string;
  /** Makes otherwise equal pools distinct addresses. */
  nonce: number;
}

/** The pool's code, compiled from contracts/cp-pool.fc. */
export const cpPoolCode = () => contractCode('cp-pool');

/** The pool's address and the external message (BOC bytes) that deploys it once its address holds funds
 *  (a few EVER: it pays half an EVER to each root for its wallet). */
export async function cpPoolDeploy(params: CpPoolParams): Promise<{ address: string; deploy: Uint8Array }> {
  const data = beginCell()
    .storeUint(0, 1)
    .storeUint(params.nonce, 32)
    .storeUint(0, 128 + 128)
    .storeRef(storeAddress(storeAddress(beginCell(), params.rootA), params.rootB).endCell())
    // Both wallets addr_none until the roots answer.
    .storeRef(
      beginCell()
        .storeUint(0, 2 + 2)
        .endCell(),
    )
    .endCell();
  return unsignedDeploy('cp-pool', data);
}

/** The payload of a TIP-3 transfer to the pool asking for a swap (op 1); any other payload adds
 *  liquidity. */
export const SWAP_PAYLOAD = Buffer.from(writeBoc(beginCell().storeUint(1, 32).endCell())).toString('base64');

/** Owner → own token wallet: send `amount` to the pool with notify, as a swap or as liquidity. */
export function poolTransferBody(
  amount: bigint,
  pool: string,
  remainingGasTo: string,
  kind: 'swap' | 'liquidity',
): string {
  return nekoton.encodeInternalInput(tokenWallet().abi, 'transfer', {
    amount: amount.toString(),
    recipient: pool,
    deployWalletValue: '0',
    remainingGasTo,
    notify: true,
    payload: kind === 'swap' ? SWAP_PAYLOAD : EMPTY_CELL,
  });
}
