// The search box (spec §2): debounced lookup against POST /api/explorer/search, grouped results,
// arrow keys that wrap, Enter on the highlighted (or first) result, a clear button, and a reset of the
// query on every route change. Everything shown comes from the chain and is rendered as text.
import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { TokenMark } from '../../shared/ui/TokenMark';
import { buildSearchResults, type SearchResult } from './search-results';

/** Spec §9: list search debounce. */
const DEBOUNCE_MS = 300;
const MAX_QUERY = 256;

function ResultDetail({ detail }: { detail: SearchResult['detail'] }) {
  if (detail.kind === 'time') return <>{formatTime(detail.time)}</>;
  if (detail.kind === 'balance') return <Amount nano={detail.nano} />;
  return <>{detail.text}</>;
}

export function SearchBox({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const combobox = useCombobox({ loop: true, onDropdownClose: () => combobox.resetSelectedOption() });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is the trigger
  useEffect(() => {
    setValue('');
    combobox.closeDropdown();
  }, [pathname]);

  const enabled = debounced.length > 0 && debounced.length <= MAX_QUERY;
  const query = useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) => callApi('search', { query: debounced }, signal),
    enabled,
    staleTime: 10_000,
  });
  const settled = enabled && debounced === value.trim() && !query.isFetching;
  const sections = settled ? buildSearchResults(debounced, query.data) : [];

  // Enter opens the first result when none is highlighted yet.
  const firstUrl = sections[0]?.results[0]?.url;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results are the trigger
  useEffect(() => {
    if (firstUrl) combobox.selectFirstOption();
  }, [firstUrl]);

  const open = (url: string) => {
    combobox.closeDropdown();
    void navigate({ to: url });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal>
      <Combobox.Target>
        <TextInput
          size={size}
          value={value}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="search-input"
          maxLength={MAX_QUERY}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => value && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            !enabled || settled ? (
              value && (
                <CloseButton
                  aria-label={t('search.clear')}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    setValue('');
                    combobox.closeDropdown();
                  }}
                  data-testid="search-clear"
                />
              )
            ) : (
              <Loader size="xs" role="status" aria-label={t('search.searching')} />
            )
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!value.trim()} data-testid="search-results">
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }}>
          {!settled ? (
            <Combobox.Empty>{t('search.searching')}</Combobox.Empty>
          ) : sections.length === 0 ? (
            <Combobox.Empty data-testid="search-nothing">{t('search.nothingFound')}</Combobox.Empty>
          ) : (
            sections.map((section) => (
              <Combobox.Group key={section.group} label={t(`search.groups.${section.group}`)}>
                {section.results.map((r) => (
                  <Combobox.Option key={r.url} value={r.url} data-testid={`search-result-${section.group}`}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Group gap="xs" wrap="nowrap" miw={0}>
                        {r.mark && <TokenMark {...r.mark} />}
                        <Text ff="monospace" fz="sm" truncate>
                          {r.primary}
                        </Text>
                      </Group>
                      <Group gap="xs" wrap="nowrap">
                        {r.extra && (
                          <Text fz="xs" c="dimmed" ff="monospace">
                            {r.extra}
                          </Text>
                        )}
                        {r.tagKey && (
                          <Text fz="xs" c="dimmed">
                            {t(r.tagKey)}
                          </Text>
                        )}
                        <Text fz="xs" c="dimmed">
                          <ResultDetail detail={r.detail} />
                        </Text>
                      </Group>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
