// Spec §4's field validation: a field is checked once typing pauses for 100 ms, and its problem shows
// only after it is marked dirty (edited or left), so an untouched form opens without errors.
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

const VALIDATION_DEBOUNCE_MS = 100;

/** The problem `check` finds in `value` (null when none), shown once dirty; `touch` marks it dirty. */
export function useFieldCheck<T>(value: T, check: (value: T) => string | null) {
  const [dirty, setDirty] = useState(false);
  const [settled] = useDebouncedValue(value, VALIDATION_DEBOUNCE_MS);
  return { error: dirty ? check(settled) : null, touch: () => setDirty(true) };
}
