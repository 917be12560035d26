// One argument of a contract method, as the input its kind calls for (spec §2 "Contract executor").
// Arrays and maps grow and shrink item by item; tuples nest their named components. Values stay in the
// shape nekoton encodes (see abi-fields.ts).
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleText } from '../../shared/lib/untrusted-text';
import {
  type AbiParam,
  arrayItemParam,
  defaultValue,
  type FieldValue,
  fieldKindOf,
  mapEntryParams,
} from './abi-fields';

interface ArgumentFieldProps {
  param: AbiParam;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** Shown instead of the parameter's name (array items, map keys and values). */
  label?: string;
}

const typeHint = (param: AbiParam) => (
  <Text component="span" c="dimmed" fz="xs" ff="monospace">
    {param.type}
  </Text>
);

export function ArgumentField({ param, value, onChange, label }: ArgumentFieldProps) {
  const { t } = useTranslation();
  const kind = fieldKindOf(param.type);
  // ABI parameter names are the contract author's text, shown like a token name (decision 0005).
  const name = visibleText(label ?? param.name);
  const fieldLabel = (
    <Group gap={6} component="span" wrap="nowrap">
      <span>{name}</span>
      {typeHint(param)}
    </Group>
  );
  const text = typeof value === 'string' ? value : '';
  switch (kind) {
    case 'Number':
    case 'Address':
    case 'Text':
      return (
        <TextInput
          label={fieldLabel}
          value={text}
          inputMode={kind === 'Number' ? 'numeric' : undefined}
          placeholder={kind === 'Address' ? t('executor.addressPlaceholder') : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid={`executor-field-${name}`}
        />
      );
    case 'Textarea':
      return (
        <Textarea
          label={fieldLabel}
          value={text}
          autosize
          minRows={2}
          maxRows={8}
          onChange={(e) => onChange(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-testid={`executor-field-${name}`}
        />
      );
    case 'Bool':
      return (
        <Checkbox
          label={fieldLabel}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          data-testid={`executor-field-${name}`}
        />
      );
    case 'Tuple': {
      const record = isRecord(value) ? value : {};
      return (
        <Fieldset legend={fieldLabel} variant="filled" p="xs">
          <Stack gap="xs">
            {(param.components ?? []).map((component) => (
              <ArgumentField
                key={component.name}
                param={component}
                value={record[component.name] ?? defaultValue(component)}
                onChange={(v) => onChange({ ...record, [component.name]: v })}
              />
            ))}
          </Stack>
        </Fieldset>
      );
    }
    case 'Array': {
      const items = Array.isArray(value) ? value : [];
      const item = arrayItemParam(param);
      return (
        <ItemList
          legend={fieldLabel}
          count={items.length}
          onAdd={() => onChange([...items, defaultValue(item)])}
          onRemove={(i) => onChange(items.filter((_, j) => j !== i))}
          render={(i) => (
            <ArgumentField
              param={item}
              label={`${name}[${i}]`}
              value={items[i]}
              onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
            />
          )}
        />
      );
    }
    case 'Map': {
      const entries = Array.isArray(value) ? (value as FieldValue[][]) : [];
      const { key, value: valueParam } = mapEntryParams(param);
      const setEntry = (i: number, at: 0 | 1, v: FieldValue) =>
        onChange(entries.map((e, j) => (j === i ? (at === 0 ? [v, e[1]] : [e[0], v]) : e)));
      return (
        <ItemList
          legend={fieldLabel}
          count={entries.length}
          onAdd={() => onChange([...entries, [defaultValue(key), defaultValue(valueParam)]])}
          onRemove={(i) => onChange(entries.filter((_, j) => j !== i))}
          render={(i) => (
            <Stack gap={4}>
              <ArgumentField
                param={key}
                label={t('executor.mapKey', { index: i })}
                value={entries[i][0]}
                onChange={(v) => setEntry(i, 0, v)}
              />
              <ArgumentField
                param={valueParam}
                label={t('executor.mapValue', { index: i })}
                value={entries[i][1]}
                onChange={(v) => setEntry(i, 1, v)}
              />
            </Stack>
          )}
        />
      );
    }
    case 'Unknown':
      return (
        <TextInput
          label={fieldLabel}
          value=""
          placeholder={t('executor.unsupportedType')}
          readOnly
          data-testid={`executor-field-${name}`}
        />
      );
  }
}

function isRecord(value: FieldValue): value is { [name: string]: FieldValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface ItemListProps {
  legend: ReactNode;
  count: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  render: (index: number) => ReactNode;
}

function ItemList({ legend, count, onAdd, onRemove, render }: ItemListProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} variant="filled" p="xs">
      <Stack gap="xs">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are positional, like the ABI's array
          <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>{render(i)}</div>
            <ActionIcon
              variant="default"
              aria-label={t('executor.removeItem', { index: i })}
              onClick={() => onRemove(i)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={onAdd}>
            {t('executor.addItem')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
