// The Mantine theme: every colour in components comes from these tokens (light and dark schemes are
// derived by Mantine), so a deployment can restyle the explorer here alone. Shades are chosen for
// WCAG AA contrast: the default dimmed grey, blue links and error red fall below or at 4.5:1 on white.
import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", "Noto Sans JP", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
    // A field's error text and its invalid value: the default red is 4.5:1 on white, at the limit.
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-placeholder': t.colors.dark[2],
    '--mantine-color-error': t.colors.red[4],
  },
});

/** Breakpoints of spec §9: small up to 767 px, medium up to 1023 px, large above. */
export const MOBILE_QUERY = '(max-width: 767px)';
