// A read-only code viewer for verified sources and ABIs (spec §2: 10 to 30 lines tall, scrolling
// beyond). prism-react-renderer tokenizes the text and renders each token as a React text node, so
// submitted sources are never parsed as HTML. FunC, Tolk and Solidity use Prism's C-like grammar
// (comments, strings, keywords, numbers, operators), close enough for reading. Token colours come from
// the Mantine palette, shades picked per scheme for AA contrast on the code background.
import { Box, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useMemo } from 'react';

const LINE_HEIGHT = 1.5;
const MIN_LINES = 10;
const MAX_LINES = 30;

/** Prism's grammar for a file: JSON for ABIs, the C-like one for contract sources. */
export function languageOf(path: string): 'json' | 'clike' {
  return path.toLowerCase().endsWith('.json') ? 'json' : 'clike';
}

function usePrismTheme(): PrismTheme {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return useMemo(() => {
    const c = theme.colors;
    const shade = (name: keyof typeof c) => c[name][dark ? 3 : 9];
    return {
      plain: { color: dark ? c.dark[0] : c.dark[9], backgroundColor: dark ? c.dark[8] : c.gray[0] },
      styles: [
        {
          types: ['comment', 'prolog', 'doctype'],
          style: { color: dark ? c.dark[1] : c.gray[7], fontStyle: 'italic' },
        },
        { types: ['keyword', 'boolean', 'important'], style: { color: shade('grape') } },
        { types: ['string', 'char', 'attr-value'], style: { color: shade('teal') } },
        { types: ['number', 'constant'], style: { color: shade('red') } },
        { types: ['function', 'class-name'], style: { color: shade('blue') } },
        { types: ['property'], style: { color: shade('cyan') } },
        { types: ['operator', 'punctuation'], style: { color: dark ? c.dark[0] : c.dark[7] } },
      ],
    };
  }, [theme, dark]);
}

export function CodeViewer({
  code,
  path,
  label,
  testId,
}: {
  code: string;
  path: string;
  label: string;
  testId?: string;
}) {
  const prismTheme = usePrismTheme();
  return (
    <Highlight code={code} language={languageOf(path)} theme={prismTheme}>
      {({ style, tokens, getLineProps, getTokenProps }) => (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={label}
          data-testid={testId}
          m={0}
          p="sm"
          ff="monospace"
          fz="xs"
          style={{
            ...style,
            lineHeight: LINE_HEIGHT,
            minHeight: `calc(${MIN_LINES * LINE_HEIGHT}em + 2 * var(--mantine-spacing-sm))`,
            maxHeight: `calc(${MAX_LINES * LINE_HEIGHT}em + 2 * var(--mantine-spacing-sm))`,
            overflow: 'auto',
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {tokens.map((line, i) => {
            const { key: _lineKey, ...lineProps } = getLineProps({ line }) as ReturnType<
              typeof getLineProps
            > & {
              key?: unknown;
            };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions in a fixed text
              <div key={i} {...lineProps}>
                {line.map((token, j) => {
                  const { key: _tokenKey, ...tokenProps } = getTokenProps({ token }) as ReturnType<
                    typeof getTokenProps
                  > & { key?: unknown };
                  // biome-ignore lint/suspicious/noArrayIndexKey: tokens are positions in a fixed line
                  return <span key={j} {...tokenProps} />;
                })}
              </div>
            );
          })}
        </Box>
      )}
    </Highlight>
  );
}
