// VEP-1155 figures as the NFT page shows them. A royalty comes as royaltyInfo(10000)'s amount, i.e. in
// basis points; it is contract-supplied, so any uint128 must format (never through a float).

/** Basis points as a percentage: 500 → "5%", 125 → "1.25%". */
export function royaltyPercent(basisPoints: string): string {
  const bp = BigInt(basisPoints);
  const cents = (bp % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${bp / 100n}${cents ? `.${cents}` : ''}%`;
}
