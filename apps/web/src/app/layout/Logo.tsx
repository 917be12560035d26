import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import classes from './shell-controls.module.css';

export function Logo() {
  const { t } = useTranslation();
  const { networkName } = useDeploymentConfig();
  const name = `${networkName} ${t('common.explorer')}`.trim();
  return (
    // The accessible name is the visible name, also where the text is hidden.
    <Link to="/" aria-label={name} style={{ textDecoration: 'none', color: 'inherit' }} data-testid="logo">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" width={28} height={28} alt="" />
        <Text fw={700} fz="lg" className={classes.logoName}>
          {name}
        </Text>
      </Group>
    </Link>
  );
}
