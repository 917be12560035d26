// Page titles per spec §1: "page name, network name, Explorer".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../config/deployment';

export function usePageTitle(pageName: string): void {
  const { t } = useTranslation();
  const { networkName } = useDeploymentConfig();
  const explorer = t('common.explorer');
  useEffect(() => {
    document.title = [pageName, networkName, explorer].filter(Boolean).join(', ');
  }, [pageName, networkName, explorer]);
}
