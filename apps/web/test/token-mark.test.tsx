// @vitest-environment jsdom
// A token's approved asset information in lists (issue: approved information is used — search results
// and account token tabs): the approved logo only as an <img> with the Admin API's URL, the verified mark
// in every language, and nothing for a token without approved information.
import { describe, expect, it } from 'vitest';
import { TokenMark } from '../src/shared/ui/TokenMark';
import { render } from './support/render';

describe('TokenMark', () => {
  const logo = '/api/admin/v1/info/logo/0:1/1700000000';

  it('shows the approved logo as an <img> and the verified mark', async () => {
    const root = await render(<TokenMark logoUrl={logo} verified />);
    const img = root.querySelector('[data-testid="token-logo"]');
    expect(img?.tagName).toBe('IMG');
    expect(img?.getAttribute('src')).toBe(logo);
    expect(root.querySelector('[data-testid="token-verified"]')?.textContent).toBe('Verified');
    // The SVG is never inlined: an <img> does not run its scripts.
    expect(root.querySelector('svg image, object, iframe, embed')).toBeNull();
  });

  it('shows neither for a token without approved information', async () => {
    const root = await render(<TokenMark logoUrl={null} verified={false} />);
    expect(root.querySelector('[data-testid="token-logo"]')).toBeNull();
    expect(root.querySelector('[data-testid="token-verified"]')).toBeNull();
  });
});
