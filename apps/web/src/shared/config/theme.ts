// The Mantine theme: every colour in components comes from these tokens (light and dark schemes are
// derived by Mantine), so a deployment can restyle the explorer here alone.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", "Noto Sans JP", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
});

/** Breakpoints of spec §9: small up to 767 px, medium up to 1023 px, large above. */
export const MOBILE_QUERY = '(max-width: 767px)';
