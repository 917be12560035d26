// The token list form (spec §2 create modal and "Token list settings modal" General tab, §3 create and
// update payloads, §5 "Token list form"): public or private, verified-only (fixed once the list exists),
// icon, name, description, ID (url, unique by lookup) and manager emails, each under spec §4's field
// behaviour. A failed save is logged and shown as the unknown error (spec §8), or, when the server named
// the field it refused, as that field's problem.
import { Alert, Button, Checkbox, Group, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { CreateTokenListRequest, UpdateTokenListRequest } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { fetchTokenListByUrl } from '../../shared/api/token-lists';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { CheckedInput } from '../token-assets/CheckedInput';
import type { FieldProblem } from '../token-assets/fields';
import { LogoField } from '../token-assets/LogoField';
import {
  descriptionProblem,
  iconProblem,
  type ListFormValues,
  listFormValid,
  managersProblem,
  nameProblem,
  urlProblem,
  urlTaken,
} from './fields';

const VALIDATION_DEBOUNCE_MS = 100;

/** The body of POST /v1/authorized/token_lists; the icon must be valid (Submit is not offered otherwise). */
export const createBody = (f: ListFormValues): CreateTokenListRequest => ({
  is_public: f.isPublic,
  verified: f.verified,
  asset_logo: f.logo && 'base64' in f.logo ? f.logo.base64 : '',
  name: f.name.trim(),
  description: f.description,
  url: f.url,
  managers: f.managers.map((email) => email.trim()),
});

/** The body of PUT /v1/authorized/token_lists/{id}: the same but `verified`, which stays as created. */
export const updateBody = (f: ListFormValues): UpdateTokenListRequest => {
  const { verified: _fixed, ...rest } = createBody(f);
  return rest;
};

/** Spec §5: the ID's lookup, once typing pauses and the ID is otherwise valid; null while it runs. */
function useUrlUniqueness(
  url: string,
  ownId: string | null,
): { problem: FieldProblem | null; checking: boolean } {
  const [settled] = useDebouncedValue(url, VALIDATION_DEBOUNCE_MS);
  const enabled = settled === url && urlProblem(url) === null;
  const query = useQuery({
    queryKey: ['token-lists', 'url-taken', settled, ownId],
    queryFn: ({ signal }) => urlTaken(settled, ownId, fetchTokenListByUrl, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
  if (!enabled) return { problem: null, checking: urlProblem(url) === null };
  return { problem: query.data ?? null, checking: query.isFetching || query.data === undefined };
}

type ServerProblems = Partial<Record<string, FieldProblem>>;

export function ListForm({
  initial,
  ownId,
  ownerEmail,
  submitLabel,
  onSubmit,
  testId,
}: {
  initial: ListFormValues;
  /** The list being edited; null when creating. */
  ownId: string | null;
  /** The owner, shown read-only above the managers. */
  ownerEmail: string | null;
  submitLabel: string;
  onSubmit: (values: ListFormValues) => Promise<void>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [server, setServer] = useState<ServerProblems>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<ListFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // The server's verdict was on the value sent; an edit makes it stale.
    setServer((s) => Object.fromEntries(Object.entries(s).filter(([field]) => !(field in toWire(patch)))));
  };
  const unique = useUrlUniqueness(values.url, ownId);
  const ready = listFormValid(values) && !unique.checking && unique.problem === null && !saving;

  const submit = async () => {
    if (!ready) return;
    setSaving(true);
    setFailed(false);
    try {
      await onSubmit(values);
    } catch (error) {
      // Spec §8: logged; a validation answer shows on its field, anything else as the unknown error.
      console.error(error);
      if (error instanceof ApiError && error.field && error.status >= 400 && error.status < 500)
        // The server's message is the field's text (the same FIELD_MESSAGES the form shows in English).
        setServer({ [error.field]: { key: error.message } });
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      <Switch
        label={t('tokenLists.fields.public')}
        checked={values.isPublic}
        onChange={(e) => set({ isPublic: e.currentTarget.checked })}
        data-testid="list-public"
      />
      {ownId === null ? (
        <Checkbox
          label={t('tokenLists.fields.verified')}
          description={t('tokenLists.fields.verifiedHint')}
          checked={values.verified}
          onChange={(e) => set({ verified: e.currentTarget.checked })}
          data-testid="list-verified"
        />
      ) : (
        // Fixed at creation (spec §5): told, not offered as a control that does nothing.
        <Text fz="sm" data-testid="list-verified-fixed">
          {t(values.verified ? 'tokenLists.fields.verifiedFixed' : 'tokenLists.fields.anyFixed')}
        </Text>
      )}
      <LogoField
        logo={values.logo}
        onChange={(logo) => set({ logo })}
        check={iconProblem}
        label={t('tokenLists.fields.icon')}
        hint={t('tokenLists.fields.iconHint')}
        serverProblem={server.asset_logo ?? null}
        testId="list-icon"
      />
      <CheckedInput
        label={t('tokenLists.fields.name')}
        value={values.name}
        onChange={(name) => set({ name })}
        check={nameProblem}
        serverProblem={server.name ?? null}
        required
        testId="list-name"
      />
      <CheckedInput
        label={t('tokenLists.fields.url')}
        value={values.url}
        onChange={(url) => set({ url })}
        check={urlProblem}
        serverProblem={server.url ?? unique.problem}
        required
        testId="list-url"
      />
      <CheckedInput
        label={t('tokenLists.fields.description')}
        value={values.description}
        onChange={(description) => set({ description })}
        check={descriptionProblem}
        serverProblem={server.description ?? null}
        multiline
        testId="list-description"
      />
      {ownerEmail && (
        <Text fz="sm" data-testid="list-owner">
          {t('tokenLists.fields.owner', { email: ownerEmail })}
        </Text>
      )}
      <ManagersField
        managers={values.managers}
        onChange={(managers) => set({ managers })}
        server={server.managers ?? null}
      />
      {failed && (
        <Alert color="red" role="alert" data-testid="list-form-error">
          {t('tokenAssets.unknownError')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} disabled={!ready} loading={saving} data-testid="list-submit">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The payload fields a form patch touches, to clear the server's word on them. */
const toWire = (patch: Partial<ListFormValues>): Record<string, true> => {
  const names: Record<keyof ListFormValues, string> = {
    isPublic: 'is_public',
    verified: 'verified',
    logo: 'asset_logo',
    name: 'name',
    description: 'description',
    url: 'url',
    managers: 'managers',
  };
  return Object.fromEntries(Object.keys(patch).map((k) => [names[k as keyof ListFormValues], true]));
};

/** Manager emails (spec §5: each a valid email), entered as tags. */
function ManagersField({
  managers,
  onChange,
  server,
}: {
  managers: string[];
  onChange: (managers: string[]) => void;
  server: FieldProblem | null;
}) {
  const { t } = useTranslation();
  const field = useFieldCheck(managers, managersProblem);
  const problem = server ?? field.error;
  return (
    <TagsInput
      label={t('tokenLists.fields.managers')}
      description={t('tokenLists.fields.managersHint')}
      value={managers}
      onChange={(next) => {
        field.touch();
        onChange(next);
      }}
      onBlur={field.touch}
      splitChars={[',', ' ']}
      clearable
      error={problem ? t(problem.key, problem.values) : undefined}
      data-testid="list-managers"
    />
  );
}
