// Footer: product links (two columns above 6 links, spec §9), resources and the licence line.
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { NAV_ITEMS } from '../navigation';

const SOURCE_URL = 'https://github.com/tvmscan/tvmscan';

export function Footer() {
  const { t } = useTranslation();
  const { networkName } = useDeploymentConfig();
  const productLinks = [{ to: '/', labelKey: 'nav.main' } as const, ...NAV_ITEMS];
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
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              {t('footer.product')}
            </Text>
            <SimpleGrid cols={productLinks.length > 6 ? 2 : 1} spacing="xl" verticalSpacing={6}>
              {productLinks.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to} fz="sm">
                  {t(item.labelKey)}
                </Anchor>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              {t('footer.resources')}
            </Text>
            <Anchor href="/api/docs" fz="sm">
              {t('footer.api')}
            </Anchor>
            <Anchor href={SOURCE_URL} target="_blank" rel="noopener noreferrer" fz="sm">
              {t('footer.source')}
            </Anchor>
          </Stack>
        </Group>
        <Text fz="xs" c="dimmed" mt="lg">
          {t('footer.licence')}
        </Text>
      </Container>
    </Box>
  );
}
