// Spec §8: the text of a failure prefers its message, then its reason, then its string form.
import { describe, expect, it } from 'vitest';
import { errorText } from '../src/shared/lib/error-text';

describe('error text', () => {
  it('takes the message, then the reason, then the string form', () => {
    expect(errorText(new Error('Message expired'))).toBe('Message expired');
    expect(errorText({ code: 2, message: 'changeNetwork: not supported' })).toBe(
      'changeNetwork: not supported',
    );
    expect(errorText({ reason: 'user rejected' })).toBe('user rejected');
    expect(errorText({ message: 7, reason: 'the reason' })).toBe('the reason');
    expect(errorText('plain words')).toBe('plain words');
    expect(errorText(42)).toBe('42');
    expect(errorText(null)).toBe('null');
  });
});
