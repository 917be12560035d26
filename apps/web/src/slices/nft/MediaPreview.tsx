// A contract-supplied image (NFT or collection preview): data: images inline (SVG sanitized), https
// images as a link to open elsewhere — the page itself fetches nothing from other origins.
import { Anchor, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeSvg } from '../../shared/lib/sanitize-svg';
import { mediaSource, safeHttpsUrl } from '../../shared/lib/untrusted-media';
import { visibleText } from '../../shared/lib/untrusted-text';

export function MediaPreview({
  source,
  name,
  size,
}: {
  source: string | null;
  name: string | null;
  size: number;
}) {
  const { t } = useTranslation();
  const media = mediaSource(source, sanitizeSvg);
  if (media?.kind === 'image') {
    return (
      <Image
        src={media.src}
        alt={t('nft.preview.alt', { name: visibleText(name ?? t('nft.untitled')) })}
        w={size}
        h={size}
        fit="contain"
        radius="sm"
        data-testid="media-preview"
      />
    );
  }
  if (media?.kind === 'link') {
    return (
      <Anchor
        href={media.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        referrerPolicy="no-referrer"
        fz="sm"
        data-testid="media-link"
      >
        {t('nft.preview.external', { host: media.host })}
      </Anchor>
    );
  }
  return (
    <Text c="dimmed" fz="sm" data-testid="media-none">
      {t('nft.preview.none')}
    </Text>
  );
}

/** An external_url: a link when it is https, otherwise its text. */
export function ExternalUrl({ value }: { value: string | null }) {
  const url = safeHttpsUrl(value);
  if (url) {
    return (
      <Anchor
        href={url.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        referrerPolicy="no-referrer"
        fz="sm"
      >
        {visibleText(url.href)}
      </Anchor>
    );
  }
  return <span>{value ? visibleText(value) : '—'}</span>;
}
