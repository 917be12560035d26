// A multi-token's royalty as the NFT page shows it: basis points from royaltyInfo(10000), any uint128,
// formatted exactly (no float).
import { describe, expect, it } from 'vitest';
import { royaltyPercent } from '../src/slices/nft/multi-token';

describe('royaltyPercent', () => {
  it.each([
    ['500', '5%'],
    ['125', '1.25%'],
    ['1', '0.01%'],
    ['10', '0.1%'],
    ['0', '0%'],
    ['10000', '100%'],
    ['340282366920938463463374607431768211455', '3402823669209384634633746074317682114.55%'],
  ])('%s basis points → %s', (bp, text) => {
    expect(royaltyPercent(bp)).toBe(text);
  });
});
