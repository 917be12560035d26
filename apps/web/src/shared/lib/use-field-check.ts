// Spec §4's field validation: a field is checked once typing pauses for 100 ms, and its problem shows
// only after it is marked dirty (edited or left), so an untouched form opens without errors.
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

const VALIDATION_DEBOUNCE_MS = 100;

/**
 * The problem `check` finds in `value` (null when none), shown once dirty; `touch` marks it dirty.
 * Nothing shows while typing has not paused: the debounced value is then the one before the edit, and
 * its problem (the empty field's, say, at the first key stroke) is not the value's. A problem is
 * whatever the form shows: a text, or an i18n key with its values.
 */
export function useFieldCheck<T, P = string>(value: T, check: (value: T) => P | null) {
  const [dirty, setDirty] = useState(false);
  const [settled] = useDebouncedValue(value, VALIDATION_DEBOUNCE_MS);
  return { error: dirty && Object.is(settled, value) ? check(settled) : null, touch: () => setDirty(true) };
}
