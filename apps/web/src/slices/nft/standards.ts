// The standards a collection's supported interfaces name (spec §3): each TIP-6 interface id a
// collection or its NFTs answer true to, with the standard's label — VEP 1155 for the multi-token
// standard, TIP 4 with its part for the others. The ids are the ones the standards publish; a test
// checks them against the ids @tvmscan/contracts computes from the interfaces.

interface Standard {
  label: string;
  collection: string;
  nft: string;
}

export const NFT_STANDARDS: readonly Standard[] = [
  { label: 'TIP 4.1', collection: '1217aaab', nft: '78084f7e' },
  { label: 'TIP 4.2', collection: '24d7d5f5', nft: '24d7d5f5' },
  { label: 'TIP 4.2.2', collection: '244a5200', nft: '7239d7b1' },
  { label: 'TIP 4.3', collection: '4387bbfb', nft: '4df6250b' },
  { label: 'VEP 1155', collection: '5c435318', nft: '243cf87e' },
];

const LABELS = new Map(NFT_STANDARDS.flatMap((s) => [[s.collection, s.label] as const, [s.nft, s.label]]));

/** The label of a TIP-6 interface id (8 hex digits), or null for an id of no standard listed here. */
export const standardLabel = (interfaceId: string): string | null => LABELS.get(interfaceId) ?? null;
