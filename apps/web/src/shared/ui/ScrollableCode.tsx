// Preformatted text in a box of bounded height that scrolls. The box takes keyboard focus and
// carries a name, so keyboard and screen-reader users can reach and scroll a long BOC or JSON too
// (axe: scrollable-region-focusable).
import { Code } from '@mantine/core';

export function ScrollableCode({
  children,
  label,
  maxHeight = 240,
  testId,
}: {
  children: string;
  label: string;
  maxHeight?: number;
  testId?: string;
}) {
  return (
    <Code
      block
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      style={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxHeight,
        overflow: 'auto',
        width: '100%',
      }}
    >
      {children}
    </Code>
  );
}
