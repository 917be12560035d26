import { describe, expect, it } from 'vitest';
import { parseAddress, parseFriendlyAddress, parseRawAddress, shorten } from '../src/shared/lib/address';

// A published friendly address and its raw form (bounceable, basechain).
const FRIENDLY = 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF';
const RAW_HEX = 'ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e';

describe('address parsing', () => {
  it('parses raw addresses and lowercases the hex', () => {
    expect(parseRawAddress(`-1:${'3'.repeat(64)}`)).toEqual({ workchain: -1, address: '3'.repeat(64) });
    expect(parseRawAddress(`0:${RAW_HEX.toUpperCase()}`)).toEqual({ workchain: 0, address: RAW_HEX });
  });
  it('reads a raw address without its workchain as the basechain (spec §5)', () => {
    expect(parseRawAddress(`:${RAW_HEX.toUpperCase()}`)).toEqual({ workchain: 0, address: RAW_HEX });
    expect(parseAddress(` :${RAW_HEX} `)).toEqual({ workchain: 0, address: RAW_HEX });
    expect(parseRawAddress(`-:${RAW_HEX}`)).toBeNull();
  });
  it('rejects malformed raw addresses', () => {
    expect(parseRawAddress(`0:${RAW_HEX.slice(1)}`)).toBeNull();
    expect(parseRawAddress(`300:${RAW_HEX}`)).toBeNull();
    expect(parseRawAddress(RAW_HEX)).toBeNull();
  });
  it('decodes a friendly address (base64url) after checking its CRC', () => {
    expect(parseFriendlyAddress(FRIENDLY)).toEqual({ workchain: 0, address: RAW_HEX });
    expect(parseFriendlyAddress(FRIENDLY.replace(/-/g, '+'))).toEqual({ workchain: 0, address: RAW_HEX });
  });
  it('rejects a friendly address with a broken checksum or length', () => {
    expect(parseFriendlyAddress(`${FRIENDLY.slice(0, -1)}G`)).toBeNull();
    expect(parseFriendlyAddress(FRIENDLY.slice(1))).toBeNull();
    expect(parseAddress('hello')).toBeNull();
  });
  it('shortens long ids keeping both ends', () => {
    expect(shorten(`0:${RAW_HEX}`, 9)).toBe('0:ca6e321…6af982a3e');
    expect(shorten('short', 9)).toBe('short');
  });
});
