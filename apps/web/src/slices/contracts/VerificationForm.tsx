// The two-step verification form (spec §2 "Verification page", §4, §5, §8). Step 1 (Initial) picks
// the method: by code hash or address (looked up, then on to the contract's page), or by compiler
// (versions and flags, then step 2). Step 2 (Upload) takes a directory of sources, a target file, the
// license and links, and submits the compile; success opens the contract's page. An id handed in (the
// `?id=` parameter, or the contract page of an unverified id) submits step 1 at once.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchContractInfo } from '../../shared/api/verify';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { DetailList } from '../../shared/ui/DetailList';
import { Mono } from '../../shared/ui/Mono';
import { ScrollableCode } from '../../shared/ui/ScrollableCode';
import { contractUrl } from '../account/VerifiedBadge';
import { compile, useSupported } from './api';
import {
  compileFailure,
  compileRequest,
  compilerLanguage,
  DEFAULT_LICENSE,
  idLookupError,
  keepSourceFiles,
  linkerRequired,
  normalizeContractId,
  sourcePath,
  targetCandidates,
  type UploadForm,
  uploadComplete,
  urlProblem,
  type VerifyError,
  verifiedHash,
} from './verification';

type Method = 'id' | 'compiler';
/** A failure to show: a catalog text, or text the service or compiler wrote (shown preformatted). */
type Failure = { key: VerifyError } | { text: string; output?: boolean } | null;

export function VerificationForm({ initialId }: { initialId?: string }) {
  const { t } = useTranslation();
  const v = (key: string) => t(`contracts.verification.${key}`);
  const navigate = useNavigate();
  const supported = useSupported();

  const [step, setStep] = useState<'initial' | 'upload'>('initial');
  const [method, setMethod] = useState<Method>('id');
  const [id, setId] = useState(initialId ?? '');
  const [compilerVersion, setCompilerVersion] = useState('');
  const [linkerVersion, setLinkerVersion] = useState<string | null>(null);
  const [flags, setFlags] = useState<string[]>(['']);
  const [files, setFiles] = useState<{ path: string; content: string }[]>([]);
  const [filesError, setFilesError] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const [license, setLicense] = useState(DEFAULT_LICENSE);
  const [projectLink, setProjectLink] = useState('');
  const [auditUrl, setAuditUrl] = useState('');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [found, setFound] = useState<{ codeHash: string; address: string | null } | null>(null);

  const compiler = supported.compilers.find((c) => c.key === compilerVersion);
  const linkerNeeded = linkerRequired(compiler, supported.linkers);
  const language = compilerLanguage(compilerVersion, supported.compilers);

  const urlCheck = (value: string) => {
    const problem = urlProblem(value);
    return problem ? t(`contracts.errors.${problem}`) : null;
  };

  const form: UploadForm = {
    compilerVersion,
    linkerVersion,
    linkerNeeded,
    flags,
    files,
    target,
    license,
    projectLink,
    auditUrl,
  };
  const complete = uploadComplete(form) && urlProblem(projectLink) === null && urlProblem(auditUrl) === null;
  const canNext =
    !loading &&
    (method === 'id'
      ? id.trim() !== ''
      : !supported.isPending && compilerVersion !== '' && (!linkerNeeded || Boolean(linkerVersion)));

  async function submitId(text: string) {
    setFailure(null);
    if (text.trim() === '') return setFailure({ key: 'idRequired' });
    const normalized = normalizeContractId(text);
    if (normalized === null) return setFailure({ key: 'idWrong' });
    setLoading(true);
    try {
      const info = await fetchContractInfo(normalized);
      setFound({ codeHash: info.code_hash, address: normalized.includes(':') ? normalized : null });
      await navigate({ to: contractUrl(info.code_hash) });
    } catch (error) {
      setFailure(idLookupError(error));
    } finally {
      setLoading(false);
    }
  }

  // An id handed in is submitted at once (spec §2), once per id.
  const submitted = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the id handed in changes
  useEffect(() => {
    if (initialId && submitted.current !== initialId) {
      submitted.current = initialId;
      setMethod('id');
      setId(initialId);
      void submitId(initialId);
    }
  }, [initialId]);

  function next() {
    if (!canNext) return;
    if (method === 'id') void submitId(id);
    else {
      setFailure(null);
      setStep('upload');
    }
  }

  async function pickDirectory(list: FileList | null) {
    setFilesError(false);
    setFailure(null);
    const picked = Array.from(list ?? []).map((file) => ({
      file,
      relativePath: file.webkitRelativePath || file.name,
    }));
    const kept = language ? keepSourceFiles(picked, language) : [];
    const read = await Promise.allSettled(kept.map((f) => f.file.text()));
    if (read.some((r) => r.status === 'rejected')) {
      setFiles([]);
      setTarget(null);
      setFilesError(true);
      return;
    }
    const loaded = kept.map((f, i) => ({
      path: sourcePath(f.relativePath),
      content: (read[i] as PromiseFulfilledResult<string>).value,
    }));
    setFiles(loaded);
    const candidates = targetCandidates(loaded.map((f) => f.path));
    setTarget(candidates.length === 1 ? candidates[0] : null);
  }

  async function submitCompile() {
    if (!complete || loading || !target) return;
    setFailure(null);
    setLoading(true);
    try {
      const response = await compile(compileRequest(form));
      const hash = verifiedHash(response, target);
      if (hash) {
        setFound({ codeHash: hash, address: null });
        await navigate({ to: contractUrl(hash) });
        return;
      }
      const shown = compileFailure({ response }, target);
      setFailure('text' in shown ? { text: shown.text, output: true } : shown);
    } catch (error) {
      setFailure(compileFailure({ error }, target));
    } finally {
      setLoading(false);
    }
  }

  const candidates = targetCandidates(files.map((f) => f.path));

  return (
    <Grid gap="md" data-testid="verification-form">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="md">
          {step === 'initial' ? (
            <Stack gap="sm">
              <Radio.Group
                label={v('method')}
                value={method}
                onChange={(value) => {
                  setMethod(value as Method);
                  setFailure(null);
                }}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="id" label={v('byId')} data-testid="method-id" />
                  <Radio value="compiler" label={v('byCompiler')} data-testid="method-compiler" />
                </Group>
              </Radio.Group>
              {method === 'id' ? (
                <CheckedInput
                  label={v('id')}
                  value={id}
                  onChange={setId}
                  check={(value) => (value.trim() === '' ? t('contracts.errors.idRequired') : null)}
                  onEnter={next}
                  mono
                  testId="verify-id"
                />
              ) : (
                <>
                  <Select
                    label={v('compilerVersion')}
                    data={supported.compilerTexts.map(([value, label]) => ({ value, label }))}
                    value={compilerVersion || null}
                    onChange={(value) => {
                      setCompilerVersion(value ?? '');
                      setFiles([]);
                      setTarget(null);
                    }}
                    disabled={supported.isPending}
                    required
                    data-testid="compiler-version"
                  />
                  <Select
                    label={v('linkerVersion')}
                    data={supported.linkers}
                    value={linkerVersion}
                    onChange={setLinkerVersion}
                    disabled={!linkerNeeded}
                    placeholder={linkerNeeded ? undefined : v('noLinker')}
                    required={linkerNeeded}
                    data-testid="linker-version"
                  />
                  {supported.isPending ||
                  supported.compilers.some((c) => c.language === 'solidity' && c.available) ? null : (
                    <Text fz="sm" c="dimmed" data-testid="solidity-not-installed">
                      {v('solidityNotInstalled')}
                    </Text>
                  )}
                  <FlagRows flags={flags} onChange={setFlags} />
                </>
              )}
              <FailureAlert failure={failure} />
              <Group justify="flex-end">
                <Button onClick={next} disabled={!canNext} loading={loading} data-testid="verify-next">
                  {v('next')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm">
              <DirectoryPicker
                label={v('directory')}
                hint={v('directoryHint')}
                error={filesError ? t('contracts.errors.filesNotLoaded') : null}
                kept={
                  files.length > 0 ? t('contracts.verification.filesKept', { count: files.length }) : null
                }
                onPick={(list) => void pickDirectory(list)}
              />
              <Select
                label={v('target')}
                data={candidates}
                value={target}
                onChange={setTarget}
                required
                searchable
                data-testid="verify-target"
              />
              <CheckedInput
                label={v('license')}
                value={license}
                onChange={setLicense}
                check={(value) => (value.trim() === '' ? t('contracts.errors.empty') : null)}
                required
                testId="verify-license"
              />
              <CheckedInput
                label={v('projectLink')}
                value={projectLink}
                onChange={(value) => setProjectLink(value.trim())}
                check={urlCheck}
                testId="verify-project"
              />
              <CheckedInput
                label={v('auditUrl')}
                value={auditUrl}
                onChange={(value) => setAuditUrl(value.trim())}
                check={urlCheck}
                testId="verify-audit"
              />
              <FailureAlert failure={failure} />
              {!complete && (
                <Text fz="sm" c="dimmed" data-testid="verify-required">
                  {t('contracts.errors.requiredFields')}
                </Text>
              )}
              <Group justify="space-between">
                <Button
                  variant="default"
                  onClick={() => {
                    setFailure(null);
                    setStep('initial');
                  }}
                  disabled={loading}
                  data-testid="verify-back"
                >
                  {v('back')}
                </Button>
                <Button
                  onClick={() => void submitCompile()}
                  disabled={!complete}
                  loading={loading}
                  data-testid="verify-submit"
                >
                  {v('submit')}
                </Button>
              </Group>
            </Stack>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="md" data-testid="verify-summary">
          <Title order={2} fz="lg" mb="xs">
            {v('summary')}
          </Title>
          <DetailList
            items={[
              { label: v('compilerVersion'), value: compilerVersion || '—', testId: 'summary-compiler' },
              { label: v('linkerVersion'), value: linkerVersion ?? '—', testId: 'summary-linker' },
              {
                label: t('contracts.details.codeHash'),
                value: found ? <Mono value={found.codeHash} /> : '—',
                testId: 'summary-code-hash',
              },
              {
                label: t('contracts.accounts.address'),
                value: found?.address ? <Mono value={found.address} /> : '—',
                testId: 'summary-address',
              },
            ]}
          />
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** A text field checked as spec §4 says: after a 100 ms pause, its problem shown once edited or left. */
function CheckedInput({
  label,
  value,
  onChange,
  check,
  onEnter,
  required,
  mono,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  check: (value: string) => string | null;
  onEnter?: () => void;
  required?: boolean;
  mono?: boolean;
  testId: string;
}) {
  const field = useFieldCheck(value, check);
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => {
        onChange(e.currentTarget.value);
        field.touch();
      }}
      onBlur={field.touch}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onEnter?.();
      }}
      error={field.error}
      required={required}
      ff={mono ? 'monospace' : undefined}
      data-testid={testId}
    />
  );
}

/** The compiler-flags list: at least one row; the first row's button adds a row, the others remove theirs. */
function FlagRows({ flags, onChange }: { flags: string[]; onChange: (flags: string[]) => void }) {
  const { t } = useTranslation();
  const v = (key: string, n?: number) => t(`contracts.verification.${key}`, { n });
  return (
    <Stack gap={6} role="group" aria-label={v('flags')}>
      <Text fz="sm" fw={500}>
        {v('flags')}
      </Text>
      {flags.map((flag, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the list
        <Group key={i} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={v('flag', i + 1)}
            value={flag}
            onChange={(e) => onChange(flags.map((f, j) => (j === i ? e.currentTarget.value : f)))}
            ff="monospace"
            style={{ flex: 1 }}
            data-testid="compiler-flag"
          />
          {i === 0 ? (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={v('addFlag')}
              onClick={() => onChange([...flags, ''])}
              data-testid="flag-add"
            >
              +
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={v('removeFlag', i + 1)}
              onClick={() => onChange(flags.filter((_, j) => j !== i))}
              data-testid="flag-remove"
            >
              −
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** A native directory picker: Mantine's FileInput cannot ask for a directory. */
function DirectoryPicker({
  label,
  hint,
  error,
  kept,
  onPick,
}: {
  label: string;
  hint: string;
  error: string | null;
  kept: string | null;
  onPick: (files: FileList | null) => void;
}) {
  // `webkitdirectory` is not in React's input attributes; every browser the explorer supports takes it.
  const directory = { webkitdirectory: '', directory: '' } as Record<string, string>;
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor="verify-directory" fz="sm" fw={500}>
        {label}
      </Text>
      <input
        id="verify-directory"
        type="file"
        multiple
        {...directory}
        aria-describedby="verify-directory-hint"
        onChange={(e) => onPick(e.currentTarget.files)}
        data-testid="verify-directory"
      />
      <Text id="verify-directory-hint" fz="xs" c="dimmed">
        {hint}
      </Text>
      {kept && (
        <Text fz="sm" data-testid="verify-files-kept">
          {kept}
        </Text>
      )}
      {error && (
        <Text fz="sm" c="var(--mantine-color-error)" role="alert" data-testid="verify-files-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function FailureAlert({ failure }: { failure: Failure }): ReactNode {
  const { t } = useTranslation();
  if (!failure) return null;
  if ('key' in failure)
    return (
      <Alert color="red" role="alert" data-testid="verify-error">
        {t(`contracts.errors.${failure.key}`)}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" data-testid="verify-error">
      {failure.output ? (
        <ScrollableCode label={t('contracts.verification.compilerOutput')} maxHeight={320}>
          {failure.text}
        </ScrollableCode>
      ) : (
        failure.text
      )}
    </Alert>
  );
}
