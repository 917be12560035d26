// The executor's send actions before the wallet is asked (spec §5 "Executor", §8): the amount rules and
// their texts, the order the missing pieces are reported in, and the call each action hands the wallet.
import { describe, expect, it } from 'vitest';
import {
  amountToUnits,
  ExecutorInputError,
  type ExecutorInputProblem,
  type SendForm,
  walletCall,
} from '../src/features/contract-executor/send';

const CONTRACT = `0:${'12'.repeat(32)}`;
const WALLET = { address: `0:${'ab'.repeat(32)}`, publicKey: 'cd'.repeat(32) };
const FORM: SendForm = {
  action: 'sendInternal',
  address: CONTRACT,
  abi: '{"ABI version":2}',
  method: 'deployWallet',
  input: { answerId: '0' },
  withSignature: true,
  amount: '1.5',
  bounce: true,
  decimals: 9,
};

function problemOf(run: () => unknown): ExecutorInputProblem | null {
  try {
    run();
    return null;
  } catch (e) {
    if (e instanceof ExecutorInputError) return e.problem;
    throw e;
  }
}

describe('amount of an internal send', () => {
  it.each([
    ['1.5', 9, '1500000000'],
    ['0', 9, '0'],
    ['  2 ', 9, '2000000000'],
    ['.25', 9, '250000000'],
    ['3.', 9, '3000000000'],
    ['+1', 9, '1000000000'],
    // More fraction digits than the token has: rounded down, never up.
    ['0.0000000019', 9, '1'],
    ['1.999', 2, '199'],
    ['1e3', 9, '1000000000000'],
    ['1.5e-8', 9, '15'],
    ['123456789012345678901234567890', 0, '123456789012345678901234567890'],
  ])('%s with %i decimals is %s in the smallest unit', (text, decimals, units) => {
    expect(amountToUnits(text, decimals)).toBe(units);
  });

  it.each<[string, ExecutorInputProblem]>([
    ['', 'amountDefined'],
    ['   ', 'amountDefined'],
    ['-1', 'amountPositive'],
    ['-0.5', 'amountPositive'],
    ['abc', 'amountNumber'],
    ['1,5', 'amountNumber'],
    ['NaN', 'amountNumber'],
    ['Infinity', 'amountNumber'],
    ['1e400', 'amountNumber'],
    ['0x10', 'amountNumber'],
  ])('%j is refused: %s', (text, problem) => {
    expect(problemOf(() => amountToUnits(text, 9))).toBe(problem);
  });
});

describe('the call handed to the wallet', () => {
  it('reports what is missing in the spec order: provider, wallet, public key, address, method, fields, amount', () => {
    const external = { ...FORM, action: 'sendExternal' as const };
    expect(problemOf(() => walletCall(FORM, false, WALLET))).toBe('provider');
    expect(problemOf(() => walletCall(FORM, true, { address: null, publicKey: null }))).toBe('wallet');
    expect(problemOf(() => walletCall(external, true, { ...WALLET, publicKey: null }))).toBe('publicKey');
    // An unsigned external needs no key.
    expect(
      problemOf(() =>
        walletCall({ ...external, withSignature: false }, true, { ...WALLET, publicKey: null }),
      ),
    ).toBeNull();
    expect(problemOf(() => walletCall({ ...FORM, address: '' }, true, WALLET))).toBe('address');
    expect(problemOf(() => walletCall({ ...FORM, method: '' }, true, WALLET))).toBe('method');
    expect(problemOf(() => walletCall({ ...FORM, input: null }, true, WALLET))).toBe('fields');
    expect(problemOf(() => walletCall({ ...FORM, amount: '-2' }, true, WALLET))).toBe('amountPositive');
    // The amount belongs to internal sends only.
    expect(problemOf(() => walletCall({ ...external, amount: '' }, true, WALLET))).toBeNull();
  });

  it('sends an internal call from the wallet account with the amount in nano units and the bounce flag', () => {
    expect(walletCall({ ...FORM, bounce: false }, true, WALLET)).toEqual({
      kind: 'internal',
      sender: WALLET.address,
      recipient: CONTRACT,
      amount: '1500000000',
      bounce: false,
      payload: { abi: FORM.abi, method: 'deployWallet', params: { answerId: '0' } },
    });
  });

  it('signs an external call with the wallet key, or leaves it unsigned', () => {
    const external = { ...FORM, action: 'sendExternal' as const };
    expect(walletCall(external, true, WALLET)).toMatchObject({
      kind: 'external',
      publicKey: WALLET.publicKey,
    });
    expect(walletCall({ ...external, withSignature: false }, true, WALLET)).toMatchObject({
      kind: 'external',
      recipient: CONTRACT,
      publicKey: null,
    });
  });
});
