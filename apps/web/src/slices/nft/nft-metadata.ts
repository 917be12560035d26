// TIP-4.2 JSON metadata as an NFT or collection contract returns it (spec §3 "NFT and collection": name,
// description, preview, regions, external_url, version, meta). The string is untrusted: it is parsed,
// never evaluated, and each field is kept only with the type it must have; pages show them as text.

export interface NftMetadata {
  type: string | null;
  name: string | null;
  description: string | null;
  /** preview.source (or a bare string preview), an image URL still to be vetted by mediaSource(). */
  preview: string | null;
  externalUrl: string | null;
  version: string | null;
  /** metaverse.region shapes and the meta block are shown as formatted JSON text. */
  regions: unknown[] | null;
  meta: Record<string, unknown> | null;
}

export type ParsedMetadata = { ok: true; value: NftMetadata } | { ok: false };

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses the contract's JSON; `{ ok: false }` when it is not a JSON object. */
export function parseNftMetadata(json: string): ParsedMetadata {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false };
  }
  if (!isObject(value)) return { ok: false };
  const preview = isObject(value.preview) ? text(value.preview.source) : text(value.preview);
  const version = typeof value.version === 'number' ? String(value.version) : text(value.version);
  return {
    ok: true,
    value: {
      type: text(value.type),
      name: text(value.name),
      description: text(value.description),
      preview,
      externalUrl: text(value.external_url),
      version,
      regions: Array.isArray(value.regions) ? value.regions : null,
      meta: isObject(value.meta) ? value.meta : null,
    },
  };
}

/** The JSON indented for reading (as text), or the string as it came when it does not parse. */
export function prettyJson(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}
