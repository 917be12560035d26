// A token's approved project information (spec §3 "Token update form / asset proposal") as its token
// page shows it: the logo (the server's sanitized SVG, only through <img>), the project name, website,
// description, and the market and social links. It comes with the token itself (the Tokens API's
// `asset`, decision 0049), so a token without an approved version costs no request and shows nothing.
import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TokenAsset } from '@tvmscan/api-schema';
import type { TokenSocialKey } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { urlProblem } from './fields';
import { socialLabel } from './social-labels';

export function ProjectInfo({ asset }: { asset: TokenAsset | null }) {
  const { t } = useTranslation();
  if (!asset) return null;
  const label = (key: TokenAsset['links'][number]['key']): string =>
    key === 'cmc_url'
      ? t('tokenAssets.fields.cmc')
      : key === 'coingecko_url'
        ? t('tokenAssets.fields.coingecko')
        : socialLabel(key as TokenSocialKey, t);
  const links: Array<[string, string]> = [
    [t('tokenAssets.fields.website'), asset.website],
    ...asset.links.map((link): [string, string] => [label(link.key), link.url]),
  ];
  return (
    <Card withBorder padding="md" data-testid="token-project-info">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          {asset.logoUrl && (
            <Image
              src={asset.logoUrl}
              alt={t('tokenAssets.fields.logoOf', { name: asset.name })}
              w={48}
              h={48}
              fit="contain"
              data-testid="token-project-logo"
            />
          )}
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {t('tokenAssets.projectInfo')}
            </Title>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="token-project-name">
              {asset.name}
            </Text>
          </Stack>
        </Group>
        {asset.description && (
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="token-project-description"
          >
            {asset.description}
          </Text>
        )}
        <Group gap="md" wrap="wrap">
          {links
            .filter(([, url]) => url !== '' && urlProblem(url) === null)
            .map(([label, url]) => (
              <Anchor
                key={label}
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                data-testid="token-project-link"
              >
                {label}
              </Anchor>
            ))}
        </Group>
      </Stack>
    </Card>
  );
}
