// The standards the collections table names a collection's interfaces by: the ids it lists are the ones
// @tvmscan/contracts computes from the standards' interfaces, and each id gets its standard's label.
import { Catalogue } from '@tvmscan/contracts';
import { describe, expect, it } from 'vitest';
import { NFT_STANDARDS, standardLabel } from '../src/slices/nft/standards';

describe('the NFT standards of the collections table', () => {
  it('lists every interface id the indexer records, as the standards compute it', () => {
    const { known, kinds } = new Catalogue().interfaces;
    // Token and multi-token wallets are no collection's or NFT's standard.
    const wallets = new Set(kinds.filter(([, kind]) => !kind.startsWith('tip4')).map(([id]) => id));
    const listed = new Set(NFT_STANDARDS.flatMap((s) => [s.collection, s.nft]));
    expect([...listed].sort()).toEqual(known.filter((id) => !wallets.has(id)).sort());
  });

  it('labels the multi-token standard VEP 1155 and the others TIP 4 with their part', () => {
    const { multiToken, urlMetadata } = new Catalogue().interfaces;
    expect([standardLabel(multiToken.collection), standardLabel(multiToken.nft)]).toEqual([
      'VEP 1155',
      'VEP 1155',
    ]);
    expect(standardLabel(urlMetadata.collection)).toBe('TIP 4.2.2');
    expect(standardLabel('1217aaab')).toBe('TIP 4.1');
    expect(standardLabel('4387bbfb')).toBe('TIP 4.3');
    expect(standardLabel('3204ec29')).toBeNull();
  });
});
