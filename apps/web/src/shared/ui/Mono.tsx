// Hashes, addresses and other chain identifiers: monospace, wrapping anywhere, with a copy button.
// Always rendered as text — chain data is untrusted.
import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountUrl } from '../lib/chain';

interface MonoProps {
  value: string;
  /** What to display; the full value by default (copy always copies the full value). */
  children?: ReactNode;
  to?: string;
  testId?: string;
  copyable?: boolean;
}

export function Mono({ value, children, to, testId, copyable = true }: MonoProps) {
  const { t } = useTranslation();
  const text = (
    <Text
      component="span"
      ff="monospace"
      fz="sm"
      style={{ overflowWrap: 'anywhere' }}
      data-testid={to ? undefined : testId}
    >
      {children ?? value}
    </Text>
  );
  return (
    <Group gap={4} wrap="nowrap" align="center" component="span" style={{ minWidth: 0 }}>
      {to ? (
        <Link to={to} data-testid={testId} style={{ color: 'var(--mantine-color-anchor)', minWidth: 0 }}>
          {text}
        </Link>
      ) : (
        text
      )}
      {copyable && (
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
              <ActionIcon
                size="xs"
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('common.copy')}
              >
                <CopyGlyph />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </Group>
  );
}

/** An account's full address linking to its page, or a dash when there is none. */
export function AccountMono({ address, testId }: { address: string | null; testId?: string }) {
  return address ? <Mono value={address} to={accountUrl(address)} testId={testId} /> : '—';
}

function CopyGlyph() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}
