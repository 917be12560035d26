// The Mantine theme: every colour in components comes from these tokens (light and dark schemes are
// derived by Mantine), so a deployment can restyle the explorer here alone. Shades are chosen for
// WCAG AA contrast: the default dimmed grey and the default blue links fall below 4.5:1 on white.
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
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-placeholder': t.colors.dark[2],
  },
});

/** Breakpoints of spec §9: small up to 767 px, medium up to 1023 px, large above. */
export const MOBILE_QUERY = '(max-width: 767px)';
