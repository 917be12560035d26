// What the token scenario creates: TIP-3 tokens with different decimals and TIP-4 collections with
// TIP-4.2 JSON metadata. One token and one collection (and one NFT of the first collection) carry
// markup and control characters in their names and metadata, as anyone may deploy: an explorer must
// show them as text.

export interface TokenSpec {
  name: string;
  symbol: string;
  decimals: number;
}

/** Script, image and SVG payloads, a NUL, a right-to-left override and a newline. */
export const HOSTILE_NAME = '<script>alert(1)</script>\u0000\u202eNAME\nTOKEN';
const HOSTILE_SYMBOL = '<img src=x onerror=alert(1)>';
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

export const TOKENS: TokenSpec[] = [
  { name: 'Local Dollar', symbol: 'LUSD', decimals: 6 },
  { name: 'Wrapped Local EVER', symbol: 'WLEVER', decimals: 9 },
  { name: 'Eighteen Decimals', symbol: 'E18', decimals: 18 },
  { name: HOSTILE_NAME, symbol: HOSTILE_SYMBOL, decimals: 0 },
];

/** Index of the token whose name and symbol are hostile. */
export const HOSTILE_TOKEN = 3;

/** The dollar token (6 decimals): the USD token of the local network's prices (decision 0048). */
export const DOLLAR_TOKEN = 0;

/** The constant-product pools (contracts/cp-pool.fc) the scenario deploys, by token index: WLEVER against
 *  the dollar, and E18 against WLEVER, two pools from the dollar. */
export const POOLS: ReadonlyArray<{ a: number; b: number }> = [
  { a: 1, b: DOLLAR_TOKEN },
  { a: 2, b: 1 },
];

const image = (url: string) => ({ source: url, mimetype: 'image/png' });

/** TIP-4.2 metadata of a collection. */
export const COLLECTIONS: Array<Record<string, unknown>> = [
  {
    type: 'Basic NFT',
    name: 'Local Lighthouses',
    description: 'Lighthouses of the local network, one per block range.',
    preview: image('https://example.org/lighthouses/preview.png'),
    files: [image('https://example.org/lighthouses/cover.png')],
    external_url: 'https://example.org/lighthouses',
  },
  {
    type: 'Basic NFT',
    name: `${HOSTILE_SYMBOL}\u202e<b>Collection</b>\n`,
    description: `${HOSTILE_NAME}\u0000 ${HOSTILE_SVG}`,
    preview: { source: `data:image/svg+xml,${encodeURIComponent(HOSTILE_SVG)}`, mimetype: 'image/svg+xml' },
    files: [{ source: 'javascript:alert(1)', mimetype: 'text/html' }],
    external_url: 'javascript:alert(1)',
  },
];

/** Index of the collection whose metadata is hostile; NFT 1 of collection 0 is hostile too. */
export const HOSTILE_COLLECTION = 1;
export const HOSTILE_NFT = { collection: 0, id: 1n };
/** The NFT that changes hands every few blocks after the opening (scenarios/plan.ts). */
export const RELAYED_NFT = { collection: 0, id: 0n };

/** TIP-4.2 metadata of NFT `id` of a collection. */
export function nftJson(collection: number, id: bigint): string {
  if (collection === HOSTILE_COLLECTION || (collection === HOSTILE_NFT.collection && id === HOSTILE_NFT.id)) {
    return JSON.stringify({
      type: 'Basic NFT',
      name: `${HOSTILE_SYMBOL} #${id}\u202e`,
      description: `${HOSTILE_NAME}\n${HOSTILE_SVG}`,
      preview: { source: `data:image/svg+xml,${encodeURIComponent(HOSTILE_SVG)}`, mimetype: 'image/svg+xml' },
      files: [{ source: 'https://example.org/x.svg" onerror="alert(1)', mimetype: 'image/svg+xml' }],
    });
  }
  const spec = COLLECTIONS[collection];
  return JSON.stringify({
    type: 'Basic NFT',
    name: `${spec.name} #${id}`,
    description: `Item ${id} of ${spec.name}.`,
    preview: image(`https://example.org/c${collection}/${id}.png`),
    files: [image(`https://example.org/c${collection}/${id}-full.png`)],
  });
}

/** The URL collection's own document (TIP-4.2.2: served at its collection URL by the dev server). */
export const URL_COLLECTION = {
  type: 'Basic NFT',
  name: 'Harbour Lights',
  description: 'Harbour lights of the local network: metadata served at a URL, read by the indexer.',
  preview: image('https://example.org/harbour-lights/preview.png'),
  external_url: 'https://example.org/harbour-lights',
};

/** The largest NFT id whose document the dev server serves (the scenario mints a handful). */
const MAX_URL_NFT_ID = 1_000_000;

/** The document at `path` under the URL collection's base (`collection.json`, `nft/<id>.json`); null
 *  for any other path. */
export function urlMetadataDocument(path: string): Record<string, unknown> | null {
  if (path === 'collection.json') return URL_COLLECTION;
  const m = /^nft\/(0|[1-9]\d{0,6})\.json$/.exec(path);
  if (!m || Number(m[1]) > MAX_URL_NFT_ID) return null;
  return {
    type: 'Basic NFT',
    name: `Harbour Light #${m[1]}`,
    description: `Light ${m[1]} of ${URL_COLLECTION.name}, described by a document at a URL.`,
    preview: image(`https://example.org/harbour-lights/${m[1]}.png`),
  };
}

/** The multi-token collection's TIP-4.2 JSON (VEP-1155, contracts/multi-collection.fc): the contracts keep
 *  a string in one cell, so it and each token's stay within 127 bytes. */
export const MULTI_COLLECTION = {
  type: 'Basic NFT',
  name: 'Local multi-tokens',
  description: 'Tokens of the local network, many of each.',
};

/** TIP-4.2 JSON of token `id` of the multi-token collection (at most 127 bytes for any uint256 id below
 *  10^20). */
export function multiTokenJson(id: bigint): string {
  return JSON.stringify({ type: 'Basic NFT', name: `Local multi-token #${id}`, description: `Token ${id}.` });
}
