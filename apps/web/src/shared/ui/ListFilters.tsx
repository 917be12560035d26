// Filter controls of the list pages. Each edits one or two query parameters: the URL is the state, so
// a filtered list can be shared and survives a reload. Typed text is committed after the spec's 300 ms
// list-search debounce and only when it parses; until then the field shows why it does not.
import { Group, MultiSelect, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressesParam, amountParam, timeParam } from '../lib/url-params';

/** Spec §9: list search debounce. */
const DEBOUNCE_MS = 300;

export type SearchPatch = Record<string, string | undefined>;
export type OnSearchChange = (patch: SearchPatch) => void;

/** Free text bound to one parameter; `parse` returns the normalized value or undefined when invalid. */
function TextFilter({
  label,
  placeholder,
  value,
  parse,
  error,
  onCommit,
  testId,
}: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  parse: (text: string) => string | undefined;
  error: string;
  onCommit: (value: string | undefined) => void;
  testId: string;
}) {
  const [text, setText] = useState(value ?? '');
  // The URL changed elsewhere (back button, a reset): show what it now says.
  useEffect(() => setText(value ?? ''), [value]);
  const commit = useDebouncedCallback(onCommit, DEBOUNCE_MS);
  const trimmed = text.trim();
  const valid = trimmed === '' || parse(trimmed) !== undefined;
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      error={valid ? undefined : error}
      data-testid={testId}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const t = next.trim();
        const parsed = t === '' ? undefined : parse(t);
        if (t === '' || parsed !== undefined) commit(parsed);
      }}
    />
  );
}

export function TypesFilter({
  param,
  value,
  options,
  onChange,
}: {
  param: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('lists.filters.types')}
      data={options}
      value={value ? value.split(',') : []}
      onChange={(types) => onChange({ [param]: types.length ? types.join(',') : undefined })}
      clearable
      data-testid={`filter-${param}`}
    />
  );
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day (UTC) as unix seconds at its start, or at its last second for the end of a range. */
export function dayToUnix(day: string, end: boolean): number | undefined {
  if (!DATE_RE.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms / 1000 + (end ? 86399 : 0);
}
/** The calendar day (UTC) of a time parameter; empty for anything that is not unix seconds. */
export const unixToDay = (unix: string | undefined): string => {
  const seconds = timeParam(unix);
  return seconds === undefined ? '' : new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
};

export function DateRangeFilter({
  startParam,
  endParam,
  start,
  end,
  onChange,
}: {
  startParam: string;
  endParam: string;
  start: string | undefined;
  end: string | undefined;
  onChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  const field = (param: string, value: string | undefined, isEnd: boolean) => (
    <TextInput
      type="date"
      label={t(isEnd ? 'lists.filters.end' : 'lists.filters.start')}
      value={unixToDay(value)}
      data-testid={`filter-${param}`}
      onChange={(e) => onChange({ [param]: dayToUnix(e.currentTarget.value, isEnd)?.toString() })}
    />
  );
  return (
    <SimpleGrid cols={2} spacing="xs">
      {field(startParam, start, false)}
      {field(endParam, end, true)}
    </SimpleGrid>
  );
}

export function AmountRangeFilter({
  fromParam,
  toParam,
  from,
  to,
  signed,
  label,
  onChange,
}: {
  fromParam: string;
  toParam: string;
  from: string | undefined;
  to: string | undefined;
  /** Whether negative amounts are allowed (balance change). */
  signed: boolean;
  label: string;
  onChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  const parse = amountParam(signed);
  return (
    <SimpleGrid cols={2} spacing="xs">
      <TextFilter
        label={`${label}, ${t('lists.filters.from')}`}
        value={from}
        parse={parse}
        error={t('lists.filters.invalidAmount')}
        onCommit={(v) => onChange({ [fromParam]: v })}
        testId={`filter-${fromParam}`}
      />
      <TextFilter
        label={`${label}, ${t('lists.filters.to')}`}
        value={to}
        parse={parse}
        error={t('lists.filters.invalidAmount')}
        onCommit={(v) => onChange({ [toParam]: v })}
        testId={`filter-${toParam}`}
      />
    </SimpleGrid>
  );
}

/** Comma-separated raw addresses with an include/exclude switch (`<param>` and `<modeParam>`). */
export function AddressesFilter({
  param,
  modeParam,
  label,
  value,
  mode,
  onChange,
}: {
  param: string;
  modeParam: string;
  label: string;
  value: string | undefined;
  mode: string | undefined;
  onChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  // Every address typed must be valid, not just some: the URL parser alone would drop the bad ones.
  const parse = (text: string) =>
    text.split(',').every((a) => addressesParam(a) !== undefined) ? addressesParam(text) : undefined;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <TextFilter
          label={label}
          placeholder={t('lists.filters.accountPlaceholder')}
          value={value}
          parse={parse}
          error={t('lists.filters.invalidAddress')}
          onCommit={(v) => onChange({ [param]: v })}
          testId={`filter-${param}`}
        />
      </div>
      <SegmentedControl
        size="xs"
        mb={4}
        aria-label={t('lists.filters.mode')}
        value={mode === 'exclude' ? 'exclude' : 'include'}
        onChange={(m) => onChange({ [modeParam]: m === 'exclude' ? 'exclude' : undefined })}
        data={[
          { value: 'include', label: t('lists.filters.include') },
          { value: 'exclude', label: t('lists.filters.exclude') },
        ]}
        data-testid={`filter-${modeParam}`}
      />
    </Group>
  );
}

/**
 * The filters every chain list has, named by the spec's convention: `<prefix>-start`/`-end` for the
 * time range and `<prefix>-from`/`-to` for the amount range, plus the list's own types parameter.
 */
export function TypeTimeAmountFilters({
  prefix,
  typesParam,
  typeOptions,
  amountLabel,
  signed,
  search,
  onChange,
}: {
  prefix: string;
  typesParam: string;
  typeOptions: { value: string; label: string }[];
  amountLabel: string;
  signed: boolean;
  search: Readonly<Record<string, string | undefined>>;
  onChange: OnSearchChange;
}) {
  const p = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <TypesFilter param={typesParam} value={search[typesParam]} options={typeOptions} onChange={onChange} />
      <DateRangeFilter
        startParam={p('start')}
        endParam={p('end')}
        start={search[p('start')]}
        end={search[p('end')]}
        onChange={onChange}
      />
      <AmountRangeFilter
        fromParam={p('from')}
        toParam={p('to')}
        from={search[p('from')]}
        to={search[p('to')]}
        signed={signed}
        label={amountLabel}
        onChange={onChange}
      />
    </>
  );
}
