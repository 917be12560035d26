// The read-only asset view (spec §2): the token's newest version — for the owner under My tokens
// (/settings/addresses/{root}, with Update), for an admin under Assets (/settings/assets/{root}, with
// Vote while it is pending). The versions come from the public proposals of the token.
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../shared/ui/NoData';
import { QueryState } from '../../shared/ui/QueryState';
import { fetchTokenProposals } from './api';
import { assetPaths, SettingsLink } from './links';
import { ProposalDetails } from './ProposalDetails';

export function AssetView({ root, mode }: { root: string; mode: 'owner' | 'admin' }) {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: ['token-assets', 'proposals', root],
    queryFn: ({ signal }) => fetchTokenProposals(root, signal),
    staleTime: 0,
  });
  return (
    <Stack gap="md" maw={960} data-testid="asset-view-page">
      <Group>
        <SettingsLink
          splat={mode === 'owner' ? assetPaths.myTokens : assetPaths.assets}
          testId="asset-view-back"
        >
          {t('tokenAssets.actions.back')}
        </SettingsLink>
        {mode === 'owner' && (
          <SettingsLink splat={assetPaths.update(root)} variant="filled" testId="asset-view-update">
            {t('tokenAssets.actions.update')}
          </SettingsLink>
        )}
        {mode === 'admin' && versions.data?.[0]?.status === 'Pending' && (
          <SettingsLink splat={assetPaths.vote(root)} variant="filled" testId="asset-view-vote">
            {t('tokenAssets.actions.vote')}
          </SettingsLink>
        )}
      </Group>
      <QueryState data={versions.data} error={versions.error} isPending={versions.isPending}>
        {(list) => (list[0] ? <ProposalDetails version={list[0]} /> : <NoData />)}
      </QueryState>
    </Stack>
  );
}
