// The cells both list tables show (spec §2 "My token lists", "Token lists page"): the list's icon — the
// Admin API's sanitized SVG, and even so only through <img> — its name as untrusted text linking to its
// page, and the verified badge; and the manifest link with a copy button.
import { Anchor, Badge, Button, CopyButton, Group, Image } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TokenList } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { UntrustedText } from '../../shared/ui/UntrustedText';

export const tokenListUrl = (id: string): string => `/token-lists/${encodeURIComponent(id)}`;

/** The manifest's address as a visitor's browser or wallet reaches it. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).toString();

export function VerifiedListBadge() {
  const { t } = useTranslation();
  // teal.9 filled: light variants fail axe's contrast check in one theme or the other.
  return (
    <Badge variant="filled" color="teal.9" size="xs" data-testid="list-verified-badge">
      {t('tokenLists.verified')}
    </Badge>
  );
}

export function ListIcon({ url, size = 20 }: { url: string; size?: number }) {
  // Decorative: the list's name is next to it.
  return url ? <Image src={url} alt="" w={size} h={size} fit="contain" data-testid="list-icon-img" /> : null;
}

export function ListName({ list }: { list: TokenList }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ListIcon url={list.asset_logo_url} />
      <Anchor component={Link} to={tokenListUrl(list.id)} data-testid="list-link">
        <UntrustedText value={list.name} />
      </Anchor>
      {list.verified && <VerifiedListBadge />}
    </Group>
  );
}

export function ManifestLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const url = absoluteUrl(path);
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm" data-testid="list-manifest">
        {t('tokenLists.manifest')}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="default" onClick={copy} data-testid="list-manifest-copy">
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
