// An SVG logo field (an asset's logo, a token list's icon): an SVG file only, read as base64 and
// previewed in an <img> (never inlined), its problem shown under spec §4's field behaviour.
import { FileInput, Image, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import type { FieldProblem, LogoValue } from './fields';
import { logoDataUrl, readLogoFile } from './logo';

export function LogoField({
  logo,
  onChange,
  check,
  label,
  hint,
  testId,
  serverProblem = null,
}: {
  logo: LogoValue;
  onChange: (logo: LogoValue) => void;
  check: (logo: LogoValue) => FieldProblem | null;
  label: string;
  hint: string;
  testId: string;
  /** What the server said about the file; shown at once. */
  serverProblem?: FieldProblem | null;
}) {
  const { t } = useTranslation();
  const field = useFieldCheck(logo, check);
  const [file, setFile] = useState<File | null>(null);
  // A file read that finishes after a newer choice must not win.
  const choice = useRef(0);
  const choose = async (next: File | null) => {
    field.touch();
    setFile(next);
    const mine = ++choice.current;
    const value = next ? await readLogoFile(next) : null;
    if (mine === choice.current) onChange(value);
  };
  const problem = serverProblem ?? field.error;
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={hint}
        placeholder={
          logo && 'base64' in logo && !file
            ? t('tokenAssets.fields.logoKept')
            : t('tokenAssets.fields.logoPick')
        }
        accept="image/svg+xml,.svg"
        // Mantine's placeholder grey falls below 4.5:1; the theme's dimmed colour is tuned to pass.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={file}
        onChange={(next) => void choose(next)}
        onBlur={field.touch}
        required
        error={problem ? t(problem.key, problem.values) : undefined}
        data-testid={testId}
      />
      {logo && 'base64' in logo && (
        <Image
          src={logoDataUrl(logo.base64)}
          alt={t('tokenAssets.fields.logoPreview')}
          w={64}
          h={64}
          fit="contain"
          data-testid={`${testId}-preview`}
        />
      )}
    </Stack>
  );
}
