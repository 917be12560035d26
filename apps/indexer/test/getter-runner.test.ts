// The getter runner on its own: its timeout comes from TVMSCAN_GETTER_TIMEOUT_MS (2 s when unset,
// refused with the variable named when it is not a whole number of milliseconds), and an account
// state the worker cannot read answers "nothing to read" rather than failing the batch.
import { afterAll, describe, expect, it } from 'vitest';
import { GetterRunner, getterTimeoutMs } from '../src/derive/tokens/getter-runner';

describe('TVMSCAN_GETTER_TIMEOUT_MS', () => {
  it('defaults to 2 s and takes whole milliseconds', () => {
    expect(getterTimeoutMs({})).toBe(2000);
    expect(getterTimeoutMs({ TVMSCAN_GETTER_TIMEOUT_MS: '' })).toBe(2000);
    expect(getterTimeoutMs({ TVMSCAN_GETTER_TIMEOUT_MS: '500' })).toBe(500);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '600001'])
      expect(() => getterTimeoutMs({ TVMSCAN_GETTER_TIMEOUT_MS: bad }), bad).toThrow(
        /^TVMSCAN_GETTER_TIMEOUT_MS must be an integer from 1 to 600000/,
      );
  });
});

describe('the getter runner', () => {
  const runner = new GetterRunner(10_000);
  afterAll(() => runner.close());

  it('answers null for an account state that is not one', async () => {
    const job = { accountBoc: new Uint8Array([1, 2, 3]), codeHash: '0'.repeat(64), kind: null };
    expect(await runner.run(job)).toBeNull();
  }, 60_000);
});
