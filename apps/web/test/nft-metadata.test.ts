// TIP-4.2 metadata parsing: fields are kept only with the type they must have; anything else is dropped
// rather than shown as something it is not.
import { describe, expect, it } from 'vitest';
import { parseNftMetadata, prettyJson } from '../src/slices/nft/nft-metadata';

describe('parseNftMetadata', () => {
  it('reads a TIP-4.2 basic NFT', () => {
    const json = JSON.stringify({
      type: 'Basic NFT',
      name: 'Sample #1',
      description: 'A sample',
      preview: { source: 'https://cdn.example.com/1.png', mimetype: 'image/png' },
      files: [{ source: 'https://cdn.example.com/1.png', mimetype: 'image/png' }],
      external_url: 'https://example.com/nft/1',
      version: 2,
    });
    expect(parseNftMetadata(json)).toEqual({
      ok: true,
      value: {
        type: 'Basic NFT',
        name: 'Sample #1',
        description: 'A sample',
        preview: 'https://cdn.example.com/1.png',
        externalUrl: 'https://example.com/nft/1',
        version: '2',
        regions: null,
        meta: null,
      },
    });
  });

  it('keeps regions and meta of a metaverse region', () => {
    const json = JSON.stringify({
      type: 'metaverse.region',
      regions: [{ shape: 'cuboid', x: 1 }],
      meta: { server: 'grpc', url: 'https://m.example.com' },
    });
    const parsed = parseNftMetadata(json);
    expect(parsed.ok && parsed.value.regions).toEqual([{ shape: 'cuboid', x: 1 }]);
    expect(parsed.ok && parsed.value.meta).toEqual({ server: 'grpc', url: 'https://m.example.com' });
  });

  it('keeps markup as the string it is and drops fields of the wrong type', () => {
    const json = JSON.stringify({
      name: '<script>window.__xss=1</script>',
      description: { html: '<b>x</b>' },
      preview: ['javascript:alert(1)'],
      external_url: 42,
      regions: 'cuboid',
      meta: [1],
    });
    const parsed = parseNftMetadata(json);
    expect(parsed).toEqual({
      ok: true,
      value: {
        type: null,
        name: '<script>window.__xss=1</script>',
        description: null,
        preview: null,
        externalUrl: null,
        version: null,
        regions: null,
        meta: null,
      },
    });
  });

  it('refuses what is not a JSON object', () => {
    for (const bad of ['', 'not json', '[1,2]', 'null', '"name"', '{"name":', '<svg onload=alert(1)>']) {
      expect(parseNftMetadata(bad), bad).toEqual({ ok: false });
    }
  });

  it('pretty-prints JSON and returns other text unchanged', () => {
    expect(prettyJson('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyJson('{oops')).toBe('{oops');
  });
});
