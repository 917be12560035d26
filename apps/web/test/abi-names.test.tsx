// @vitest-environment jsdom
// ABI function and event names, and the arguments decoded with an ABI, are the contract author's text
// like a token name: they go through the same visibleText, so a name cannot reorder or hide what is
// around it (decision 0005). Collection lists carry the bounded preview the indexer kept, not the JSON.
import type { CollectionListItem } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { ArgumentField } from '../src/features/contract-executor/ArgumentField';
import { CollectionsTable } from '../src/slices/nft/CollectionsTable';
import { DecodedBody } from '../src/slices/transaction/DecodedBody';
import { render } from './support/render';

const HOSTILE = 'transfer\u202Egpj.exe\u200B<b>x</b>\u0007';
const SHOWN = 'transfer\\u202Egpj.exe\\u200B<b>x</b>\\u0007';
/** No hidden character of HOSTILE reached the page as itself. */
const hidesNothing = (text: string | null) => ['\u202E', '\u200B', '\u0007'].every((c) => !text?.includes(c));

describe('names from an ABI', () => {
  it('show a decoded function or event name, its ABI label and its arguments with hidden characters made visible', async () => {
    const container = await render(
      <DecodedBody
        data={{ parsed_type: `Evil\u202E`, function_name: HOSTILE, parsed_data: { memo: `a\u202Eb\u0000` } }}
      />,
    );
    expect(container.querySelector('[data-testid=decoded-function]')?.textContent).toBe(SHOWN);
    expect(container.textContent).toContain('Evil\\u202E');
    expect(container.textContent).toContain('"memo": "a\\u202Eb\\u0000"');
    expect(hidesNothing(container.textContent)).toBe(true);
    expect(container.querySelector('b')).toBeNull();
  });

  it('label the contract executor’s argument fields with the parameter name made visible', async () => {
    const container = await render(
      <ArgumentField param={{ name: HOSTILE, type: 'uint32' }} value="" onChange={() => {}} />,
    );
    expect(container.textContent).toContain(SHOWN);
    expect(hidesNothing(container.textContent)).toBe(true);
  });
});

describe('the collections list', () => {
  it('shows the preview the list carries: an inline raster image, a link, or nothing', async () => {
    const PNG = `data:image/png;base64,${'A'.repeat(64)}`;
    const item = (n: number, preview: string | null): CollectionListItem => ({
      address: `0:${String(n).repeat(64)}`,
      name: `C${n}`,
      description: null,
      preview,
      externalUrl: null,
      metadataUrl: null,
      metadataFetchedAt: null,
      supportedInterfaces: ['1217aaab'],
      ownerAddress: null,
      createdAt: null,
      itemsCount: 0,
      totalSupply: null,
      nftCodeHash: null,
      codeHash: '0'.repeat(64),
      updatedAt: 0,
    });
    const container = await render(
      <CollectionsTable collections={[item(1, PNG), item(2, 'https://example.org/c.png'), item(3, null)]} />,
    );
    const cells = [...container.querySelectorAll('[data-testid=collection-preview]')];
    expect(cells[0].querySelector('img')?.getAttribute('src')).toBe(PNG);
    expect(cells[1].querySelector('[data-testid=media-link]')).not.toBeNull();
    expect(cells[2].querySelector('[data-testid=media-none]')).not.toBeNull();
  });
});
