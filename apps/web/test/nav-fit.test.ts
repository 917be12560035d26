import { describe, expect, it } from 'vitest';
import { entriesThatFit } from '../src/app/layout/nav-fit';

describe('entriesThatFit', () => {
  const widths = [50, 90, 70, 60];
  it('shows every entry when all fit, with no More button', () => {
    expect(entriesThatFit(widths, 60, 50 + 90 + 70 + 60 + 3 * 16, 16)).toBe(4);
  });
  it('otherwise keeps, in order, as many as leave room for More', () => {
    // All four need 318. With More (40): 40 + 16 + 50 + 16 + 90 = 212, and the third (70) makes 298.
    expect(entriesThatFit(widths, 40, 212, 16)).toBe(2);
    expect(entriesThatFit(widths, 40, 297, 16)).toBe(2);
    expect(entriesThatFit(widths, 40, 298, 16)).toBe(3);
    expect(entriesThatFit(widths, 40, 317, 16)).toBe(3);
  });
  it('keeps none when only More fits', () => {
    expect(entriesThatFit(widths, 60, 100, 16)).toBe(0);
  });
});
