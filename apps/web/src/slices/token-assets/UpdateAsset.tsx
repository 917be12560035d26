// Update asset (spec §2, §3 "Token update form", §4 "Update form steps", §5 "Token update", §8): two
// steps as tabs — Basic (name, website, email, logo, sector, description, CMC and CoinGecko links) with
// Next, offered only while the basic fields are valid, and Social (the eleven links) with Back and
// Submit — then Success, a popup that leads to My tokens. The step tabs are disabled when signed out.
// The form opens with the token's newest version when it has one (the public proposals), and notes each
// field that differs from the token's approved information. A failed Submit shows, under the
// registration-error title, the authorization error for a 401 and the unknown error otherwise.
import { Alert, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ApprovedTokenInfo, AssetUpdateRequest, TokenProposal } from '@tvmscan/api-schema';
import { TOKEN_ASSET_LIMITS as L, TOKEN_SOCIAL_KEYS, type TokenSocialKey } from '@tvmscan/api-schema/values';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorized } from '../../shared/api/admin';
import { fetchApprovedInfo, fetchTokenProposals, submitAssetUpdate } from './api';
import { CheckedInput } from './CheckedInput';
import {
  type BasicFields,
  basicValid,
  emailProblem,
  emptySocials,
  type LogoValue,
  logoProblem,
  type SocialFields,
  socialsValid,
  textProblem,
  urlProblem,
} from './fields';
import { LogoField } from './LogoField';
import { assetPaths, type GoTo } from './links';
import { fetchLogo } from './logo';
import { socialLabel } from './social-labels';

export type UpdateStep = 'basic' | 'social' | 'success';

export interface AssetFormValues {
  basic: BasicFields;
  socials: SocialFields;
}

export const emptyForm = (): AssetFormValues => ({
  basic: {
    name: '',
    website: '',
    email: '',
    sector: '',
    description: '',
    cmc: '',
    coingecko: '',
    logo: null,
  },
  socials: emptySocials(),
});

/** The form as a version left it (its logo read back from `asset_url`). */
export function formOf(version: TokenProposal, logo: LogoValue): AssetFormValues {
  const m = version.project_meta;
  return {
    basic: {
      name: version.full_name,
      website: m.project_website,
      email: m.project_email,
      sector: m.project_sector,
      description: m.project_desc,
      cmc: m.cmc_ticker,
      coingecko: m.coingecko_ticker,
      logo,
    },
    socials: { ...emptySocials(), ...version.project_socials },
  };
}

/** The body of PUT tokens/proposals; the logo must be valid (Next is not offered otherwise). */
export function updateRequest(root: string, f: AssetFormValues): AssetUpdateRequest {
  const b = f.basic;
  return {
    root_address: root,
    asset_logo: b.logo && 'base64' in b.logo ? b.logo.base64 : '',
    project_metadata: {
      project_name: b.name.trim(),
      project_website: b.website,
      project_email: b.email.trim(),
      project_sector: b.sector.trim(),
      project_desc: b.description,
      cmc_ticker: b.cmc,
      coingecko_ticker: b.coingecko,
    },
    project_socials: f.socials,
  };
}

/** Which fields differ from the approved information (nothing is "changed" without one). */
export function changedFromApproved(f: AssetFormValues, approved: ApprovedTokenInfo | null) {
  const differs = (value: string, before: string | undefined) =>
    approved !== null && value !== (before ?? '');
  return {
    name: differs(f.basic.name, approved?.full_name),
    website: differs(f.basic.website, approved?.website),
    description: differs(f.basic.description, approved?.description),
    cmc: differs(f.basic.cmc, approved?.cmc_url),
    coingecko: differs(f.basic.coingecko, approved?.coingecko_url),
    social: (key: TokenSocialKey) => differs(f.socials[key], approved?.socials[key]),
  };
}

/** Loads the newest version (and its logo) and the approved information, then opens the form. */
export function UpdateAsset({
  root,
  accessToken,
  go,
}: {
  root: string;
  accessToken: string | null;
  go: GoTo;
}) {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: ['token-assets', 'proposals', root],
    queryFn: ({ signal }) => fetchTokenProposals(root, signal),
    staleTime: 0,
  });
  const newest = versions.data?.[0] ?? null;
  const logo = useQuery({
    queryKey: ['token-assets', 'logo', newest?.asset_url ?? ''],
    queryFn: ({ signal }) => fetchLogo(newest?.asset_url ?? '', signal),
    enabled: newest !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const approved = useQuery({
    queryKey: ['token-assets', 'approved', root],
    queryFn: ({ signal }) => fetchApprovedInfo(root, signal),
    staleTime: 0,
  });
  // A token never submitted, or proposals that cannot be read, open an empty form.
  const ready = (versions.isError || versions.isSuccess) && (newest === null || !logo.isPending);
  if (!ready)
    return (
      <Text role="status" c="dimmed" data-testid="asset-form-loading">
        {t('common.loading')}
      </Text>
    );
  return (
    <AssetForm
      root={root}
      accessToken={accessToken}
      initial={newest ? formOf(newest, logo.data ?? null) : emptyForm()}
      approved={approved.data ?? null}
      onDone={() => go(assetPaths.myTokens)}
    />
  );
}

export function AssetForm({
  root,
  accessToken,
  initial,
  approved,
  onDone,
}: {
  root: string;
  accessToken: string | null;
  initial: AssetFormValues;
  approved: ApprovedTokenInfo | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [step, setStep] = useState<UpdateStep>('basic');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<'authorization' | 'unknown' | null>(null);
  const inFlight = useRef(false);
  const signedIn = accessToken !== null;
  const canNext = basicValid(form.basic);
  const changed = changedFromApproved(form, approved);
  const setBasic = (patch: Partial<BasicFields>) =>
    setForm((f) => ({ ...f, basic: { ...f.basic, ...patch } }));
  const setSocial = (key: TokenSocialKey, value: string) =>
    setForm((f) => ({ ...f, socials: { ...f.socials, [key]: value } }));
  const f = (key: string) => t(`tokenAssets.fields.${key}`);

  const submit = async () => {
    if (inFlight.current || !accessToken || !canNext || !socialsValid(form.socials)) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await submitAssetUpdate(accessToken, updateRequest(root, form));
      setStep('success');
    } catch (error) {
      if (isUnauthorized(error)) setFailure('authorization');
      else {
        console.error(error);
        setFailure('unknown');
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const b = form.basic;
  return (
    <Stack gap="md" maw={720} data-testid="asset-form" data-step={step}>
      <Tabs
        value={step}
        onChange={(next) => {
          if (next === 'basic' && step === 'social') setStep('basic');
          else if (next === 'social' && step === 'basic' && canNext) setStep('social');
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="basic" disabled={!signedIn || step === 'success'} data-testid="asset-step-basic">
            {t('tokenAssets.update.steps.basic')}
          </Tabs.Tab>
          <Tabs.Tab
            value="social"
            disabled={!signedIn || step === 'success' || !canNext}
            data-testid="asset-step-social"
          >
            {t('tokenAssets.update.steps.social')}
          </Tabs.Tab>
          <Tabs.Tab value="success" disabled={step !== 'success'} data-testid="asset-step-success">
            {t('tokenAssets.update.steps.success')}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="basic" pt="md">
          <Stack gap="sm">
            <CheckedInput
              label={f('name')}
              value={b.name}
              onChange={(name) => setBasic({ name })}
              check={(v) => textProblem(v, L.nameLength)}
              changed={changed.name}
              required
              testId="asset-name"
            />
            <CheckedInput
              label={f('website')}
              value={b.website}
              onChange={(website) => setBasic({ website })}
              check={(v) => urlProblem(v, false)}
              changed={changed.website}
              required
              testId="asset-website"
            />
            <CheckedInput
              label={f('email')}
              value={b.email}
              onChange={(email) => setBasic({ email })}
              check={(v) => emailProblem(v, b.website)}
              required
              testId="asset-email"
            />
            <LogoField
              logo={b.logo}
              onChange={(logo) => setBasic({ logo })}
              check={logoProblem}
              label={t('tokenAssets.fields.logo')}
              hint={t('tokenAssets.fields.logoHint')}
              testId="asset-logo"
            />
            <CheckedInput
              label={f('sector')}
              value={b.sector}
              onChange={(sector) => setBasic({ sector })}
              check={(v) => textProblem(v, L.sectorLength, true)}
              testId="asset-sector"
            />
            <CheckedInput
              label={f('description')}
              value={b.description}
              onChange={(description) => setBasic({ description })}
              check={(v) => (v.length > L.descriptionLength ? textProblem(v, L.descriptionLength) : null)}
              changed={changed.description}
              multiline
              testId="asset-description"
            />
            <CheckedInput
              label={f('cmc')}
              value={b.cmc}
              onChange={(cmc) => setBasic({ cmc })}
              check={(v) => urlProblem(v)}
              changed={changed.cmc}
              testId="asset-cmc"
            />
            <CheckedInput
              label={f('coingecko')}
              value={b.coingecko}
              onChange={(coingecko) => setBasic({ coingecko })}
              check={(v) => urlProblem(v)}
              changed={changed.coingecko}
              testId="asset-coingecko"
            />
            <Group justify="flex-end">
              <Button
                onClick={() => setStep('social')}
                disabled={!signedIn || !canNext}
                data-testid="asset-next"
              >
                {t('common.next')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="social" pt="md">
          <Stack gap="sm">
            {TOKEN_SOCIAL_KEYS.map((key) => (
              <CheckedInput
                key={key}
                label={socialLabel(key, t)}
                value={form.socials[key]}
                onChange={(value) => setSocial(key, value)}
                check={(v) => urlProblem(v)}
                changed={changed.social(key)}
                testId={`asset-social-${key}`}
              />
            ))}
            {failure && (
              <Alert
                color="red"
                role="alert"
                title={t('tokenAssets.update.registrationError')}
                data-testid="asset-submit-error"
                data-reason={failure}
              >
                {t(
                  failure === 'authorization' ? 'tokenAssets.authorizationError' : 'tokenAssets.unknownError',
                )}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep('basic')} data-testid="asset-back">
                {t('tokenAssets.update.back')}
              </Button>
              <Button
                onClick={() => void submit()}
                loading={submitting}
                disabled={!signedIn || submitting || !socialsValid(form.socials)}
                data-testid="asset-submit"
              >
                {t('tokenAssets.update.submit')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="success" pt="md">
          <Text data-testid="asset-success">{t('tokenAssets.update.successText')}</Text>
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={step === 'success'}
        onClose={onDone}
        title={t('tokenAssets.update.successTitle')}
        closeButtonProps={{ 'aria-label': t('tokenAssets.update.close') }}
        centered
        attributes={{ content: { 'data-testid': 'asset-success-modal' } }}
      >
        <Stack gap="md">
          <Text>{t('tokenAssets.update.successText')}</Text>
          <Group justify="flex-end">
            <Button onClick={onDone} data-testid="asset-success-close">
              {t('tokenAssets.update.toMyTokens')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
