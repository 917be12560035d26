// A text field under spec §4's validation: its problem is checked 100 ms after typing pauses and shown
// once the field is dirty (edited or left) — useFieldCheck — and, where a previous approved version is
// known, a note when the value differs from it (spec §5 "field-changed warning").
import { Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import type { FieldProblem } from './fields';

export function ChangedNote({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Text component="span" fz="xs" fw={600} data-testid={`${testId}-changed`}>
      {t('tokenAssets.changed')}
    </Text>
  );
}

export function CheckedInput({
  label,
  value,
  onChange,
  check,
  testId,
  changed = false,
  required = false,
  multiline = false,
  readOnly = false,
  serverProblem = null,
  forceDirty = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  check: (value: string) => FieldProblem | null;
  testId: string;
  /** Differs from the previous approved version. */
  changed?: boolean;
  required?: boolean;
  multiline?: boolean;
  readOnly?: boolean;
  /** What the server said about the value; shown at once, before the field's own checks. */
  serverProblem?: FieldProblem | null;
  /** Marked dirty from outside (a submit the value failed), so its problem shows at once. */
  forceDirty?: boolean;
}) {
  const { t } = useTranslation();
  const field = useFieldCheck(value, check);
  const problem = serverProblem ?? field.error ?? (forceDirty ? check(value) : null);
  const props = {
    label,
    value,
    required,
    readOnly,
    description: changed ? <ChangedNote testId={testId} /> : undefined,
    error: problem ? t(problem.key, problem.values) : undefined,
    onBlur: field.touch,
    'data-testid': testId,
  };
  const change = (next: string) => {
    field.touch();
    onChange(next);
  };
  return multiline ? (
    <Textarea {...props} autosize minRows={3} maxRows={10} onChange={(e) => change(e.currentTarget.value)} />
  ) : (
    <TextInput {...props} onChange={(e) => change(e.currentTarget.value)} />
  );
}
