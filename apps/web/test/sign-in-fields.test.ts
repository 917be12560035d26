// The sign-in screens' own checks before a round trip (spec §5: email required, at most 127 characters,
// well-formed; the provider's password bounds) and the `?uid=` they accept from the provider.
import { describe, expect, it } from 'vitest';
import { emailProblem, passwordProblem } from '../src/slices/sign-in/credentials';
import { parseInteractionSearch } from '../src/slices/sign-in/interaction-search';

describe('the sign-in fields', () => {
  it('name the first problem of an email', () => {
    expect(emailProblem('')).toEqual({ key: 'auth.field.empty' });
    expect(emailProblem('   ')).toEqual({ key: 'auth.field.empty' });
    expect(emailProblem('no-at-sign.example.com')).toEqual({ key: 'auth.field.email' });
    expect(emailProblem('a@b')).toEqual({ key: 'auth.field.email' });
    expect(emailProblem('a b@example.com')).toEqual({ key: 'auth.field.email' });
    expect(emailProblem(`${'a'.repeat(116)}@example.com`)).toEqual({
      key: 'auth.field.tooLong',
      values: { max: 127 },
    });
    expect(emailProblem(`${'a'.repeat(115)}@example.com`)).toBeNull();
    expect(emailProblem(' user@example.com ')).toBeNull();
  });

  it('bound a password at 8 and 128 characters', () => {
    expect(passwordProblem('')).toEqual({ key: 'auth.field.empty' });
    expect(passwordProblem('1234567')).toEqual({ key: 'auth.field.passwordShort', values: { min: 8 } });
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toEqual({ key: 'auth.field.tooLong', values: { max: 128 } });
  });

  it("take the provider's interaction id and nothing else", () => {
    expect(parseInteractionSearch({ uid: 'aB3_-x9' })).toEqual({ uid: 'aB3_-x9' });
    expect(parseInteractionSearch({ uid: 'a/../b' })).toEqual({});
    expect(parseInteractionSearch({ uid: 'x'.repeat(65) })).toEqual({});
    expect(parseInteractionSearch({ uid: 42 })).toEqual({});
    expect(parseInteractionSearch({ uid: ['a'] })).toEqual({});
    expect(parseInteractionSearch({})).toEqual({});
  });
});
