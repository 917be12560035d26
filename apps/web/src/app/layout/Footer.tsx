// Footer (spec §2): the deployment's services, the product links (two columns above 6, spec §9), the
// resources and licence, then the terms, privacy and cookie links and the social links. The deployment
// configures its own links (GET /api/config `footer`); a link it does not configure is not shown.
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FooterLinks } from '@tvmscan/api-schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { NAV_ITEMS } from '../navigation';

const SOURCE_URL = 'https://github.com/tvmscan/tvmscan';
const LEGAL = ['terms', 'privacy', 'cookies'] as const;
/** Brand names: the same in every language, so they are not in the catalogs. */
const SOCIAL = {
  telegram: 'Telegram',
  twitter: 'X (Twitter)',
  github: 'GitHub',
  discord: 'Discord',
  medium: 'Medium',
} as const;
const NO_LINKS: FooterLinks = {
  services: [],
  terms: null,
  privacy: null,
  cookies: null,
  social: { telegram: null, twitter: null, github: null, discord: null, medium: null },
};

/** Spec §9: product links split into two columns above 6. */
export const productColumns = (links: number): number => (links > 6 ? 2 : 1);

/** A link to another site: a new tab, no referrer, no access to this page. */
function ExternalLink({ href, children, testId }: { href: string; children: ReactNode; testId: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm" data-testid={testId}>
      {children}
    </Anchor>
  );
}

function Column({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} fz="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { networkName, footer = NO_LINKS } = useDeploymentConfig();
  const productLinks = [{ to: '/', labelKey: 'nav.main' } as const, ...NAV_ITEMS];
  const legal = LEGAL.flatMap((key) => (footer[key] ? [{ key, url: footer[key] }] : []));
  const social = (Object.keys(SOCIAL) as (keyof typeof SOCIAL)[]).flatMap((key) =>
    footer.social[key] ? [{ key, url: footer.social[key] }] : [],
  );
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={4} maw={320}>
            <Text fw={700}>
              {networkName} {t('common.explorer')}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          {footer.services.length > 0 && (
            <Column title={t('footer.services')} testId="footer-services">
              {footer.services.map((s) => (
                <ExternalLink key={s.url} href={s.url} testId="footer-service">
                  {s.label}
                </ExternalLink>
              ))}
            </Column>
          )}
          <Column title={t('footer.product')} testId="footer-product">
            <SimpleGrid cols={productColumns(productLinks.length)} spacing="xl" verticalSpacing={6}>
              {productLinks.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} fz="sm">
                  {t(item.labelKey)}
                </Anchor>
              ))}
            </SimpleGrid>
          </Column>
          <Column title={t('footer.resources')} testId="footer-resources">
            <Anchor href="/api/docs" fz="sm">
              {t('footer.api')}
            </Anchor>
            <ExternalLink href={SOURCE_URL} testId="footer-source">
              {t('footer.source')}
            </ExternalLink>
          </Column>
          {social.length > 0 && (
            <Column title={t('footer.social')} testId="footer-social">
              {social.map((s) => (
                <ExternalLink key={s.key} href={s.url} testId={`footer-social-${s.key}`}>
                  {SOCIAL[s.key]}
                </ExternalLink>
              ))}
            </Column>
          )}
        </Group>
        <Group justify="space-between" mt="lg" gap="md">
          <Text fz="xs" c="dimmed">
            {t('footer.licence')}
          </Text>
          {legal.length > 0 && (
            <Group gap="md" component="nav" aria-label={t('footer.legal')} data-testid="footer-legal">
              {legal.map((l) => (
                <ExternalLink key={l.key} href={l.url} testId={`footer-${l.key}`}>
                  {t(`footer.${l.key}`)}
                </ExternalLink>
              ))}
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
