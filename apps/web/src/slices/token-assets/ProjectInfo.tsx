// A token's approved project information (spec §3 "Token update form / asset proposal"; GET
// /v1/info/address/{root}) as its token page shows it: the logo (the server's sanitized SVG, only
// through <img>), the project name, website, description, and the market and social links. Nothing is
// shown for a token without an approved version, nor while it loads or when it cannot be read.
import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TOKEN_SOCIAL_KEYS } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { fetchApprovedInfo } from './api';
import { urlProblem } from './fields';
import { socialLabel } from './social-labels';

export function ProjectInfo({ root }: { root: string }) {
  const { t } = useTranslation();
  const { data: info } = useQuery({
    queryKey: ['token-assets', 'approved', root],
    queryFn: ({ signal }) => fetchApprovedInfo(root, signal),
    staleTime: 60_000,
  });
  if (!info) return null;
  const links: Array<[string, string]> = [
    [t('tokenAssets.fields.website'), info.website],
    [t('tokenAssets.fields.cmc'), info.cmc_url],
    [t('tokenAssets.fields.coingecko'), info.coingecko_url],
    ...TOKEN_SOCIAL_KEYS.map((key): [string, string] => [socialLabel(key, t), info.socials[key]]),
  ];
  return (
    <Card withBorder padding="md" data-testid="token-project-info">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          {info.logo_url && (
            <Image
              src={info.logo_url}
              alt={t('tokenAssets.fields.logoOf', { name: info.full_name })}
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
              {info.full_name}
            </Text>
          </Stack>
        </Group>
        {info.description && (
          <Text
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="token-project-description"
          >
            {info.description}
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
