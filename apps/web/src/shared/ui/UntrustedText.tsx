// Text a contract chose (token names and symbols, NFT and collection metadata): React renders it as text,
// visibleText() shows hidden and direction-changing characters as escapes, and <bdi> keeps right-to-left
// text from reordering what is around it.
import { visibleText } from '../lib/untrusted-text';

export function UntrustedText({ value, testId }: { value: string | null | undefined; testId?: string }) {
  if (value === null || value === undefined || value === '') return <span data-testid={testId}>—</span>;
  return (
    <bdi data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      {visibleText(value)}
    </bdi>
  );
}
