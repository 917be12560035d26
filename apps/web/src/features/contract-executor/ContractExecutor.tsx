// The contract executor in read mode (spec §2 "Contract executor", RunLocal): pick a method of the
// contract's ABI (a verified contract's or a bundled one), fill its arguments, run it in the browser on the indexed account state and read the
// answer as text. Errors show above the submit button and leave the output empty (spec §8).
import { Alert, Button, Card, Checkbox, Code, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleText } from '../../shared/lib/untrusted-text';
import { ArgumentField } from './ArgumentField';
import { defaultValues, type FieldValue, isResponsible } from './abi-fields';
import { type AbiFunction, type ExecutorAbi, executorAbiKey, loadAbi } from './known-abis';
import { type RunLocalResult, runLocalMethod } from './run-local';

interface ContractExecutorProps {
  address: string;
  abi: ExecutorAbi;
  /** Reads the account's full state BOC when a method runs; null when the account has no state. */
  loadAccountBoc: () => Promise<string | null>;
}

/** The exact texts the spec's read action throws, mapped to translation keys. */
const MISSING: Record<'address' | 'method' | 'fields', string> = {
  address: 'executor.errors.address',
  method: 'executor.errors.method',
  fields: 'executor.errors.fields',
};

export function ContractExecutor({ address, abi: source, loadAccountBoc }: ContractExecutorProps) {
  const { t } = useTranslation();
  const abi = useQuery({
    queryKey: ['executor', 'abi', executorAbiKey(source)],
    queryFn: () => loadAbi(source),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [methodName, setMethodName] = useState<string | null>(null);
  const method = abi.data?.functions.find((f) => f.name === methodName) ?? null;

  return (
    <Card withBorder padding="md" data-testid="contract-executor" data-abi={source.source}>
      <Stack gap="sm">
        <Text fw={600}>{t('executor.runLocal')}</Text>
        <Select
          label={t('executor.method')}
          placeholder={t('executor.chooseMethod')}
          data={(abi.data?.functions ?? []).map((f) => ({ value: f.name, label: visibleText(f.name) }))}
          value={methodName}
          onChange={setMethodName}
          searchable
          disabled={!abi.data}
          data-testid="executor-method"
        />
        {abi.error ? (
          <Alert color="red" role="alert">
            {t('common.unknownError')}
          </Alert>
        ) : null}
        {method && abi.data ? (
          <MethodForm
            key={method.name}
            address={address}
            abiText={abi.data.text}
            method={method}
            loadAccountBoc={loadAccountBoc}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

interface MethodFormProps {
  address: string;
  abiText: string;
  method: AbiFunction;
  loadAccountBoc: () => Promise<string | null>;
}

function MethodForm({ address, abiText, method, loadAccountBoc }: MethodFormProps) {
  const { t } = useTranslation();
  // A parameter without a name makes the whole form an error (spec §2): nothing could be encoded.
  const [initial] = useState(() => {
    try {
      return { values: defaultValues(method.inputs), error: null };
    } catch (e) {
      return { values: null, error: (e as Error).message };
    }
  });
  const [values, setValues] = useState<{ [name: string]: FieldValue } | null>(initial.values);
  const [responsible, setResponsible] = useState(isResponsible(method.inputs));
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(initial.error);
  const [result, setResult] = useState<RunLocalResult | null>(null);

  const run = async () => {
    setResult(null);
    const missing = !address ? 'address' : !method.name ? 'method' : !values ? 'fields' : null;
    if (missing) {
      setError(t(MISSING[missing]));
      return;
    }
    setRunning(true);
    setError(null);
    try {
      const accountBoc = await loadAccountBoc();
      if (!accountBoc) {
        setError(t('executor.errors.noState'));
        return;
      }
      setResult(
        await runLocalMethod({
          accountBoc,
          abi: abiText,
          method: method.name,
          input: values ?? {},
          responsible,
        }),
      );
    } catch (e) {
      // The network's or nekoton's message (a bad argument, a failing contract) is the useful text here.
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="sm">
      {values &&
        method.inputs.map((param) => (
          <ArgumentField
            key={param.name}
            param={param}
            value={values[param.name]}
            onChange={(v) => setValues({ ...values, [param.name]: v })}
          />
        ))}
      <Checkbox
        label={t('executor.responsible')}
        checked={responsible}
        onChange={(e) => setResponsible(e.currentTarget.checked)}
        data-testid="executor-responsible"
      />
      {error ? (
        <Alert color="red" role="alert" data-testid="executor-error">
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void run()} loading={running} disabled={!values} data-testid="executor-run">
          {t('executor.run')}
        </Button>
      </Group>
      {result ? (
        <Stack gap={4} data-testid="executor-result">
          <Text fz="sm" c="dimmed" data-testid="executor-exit-code">
            {t('executor.exitCode', { code: result.code })}
          </Text>
          <Code
            block
            data-testid="executor-output"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {JSON.stringify(result.output, null, 2)}
          </Code>
        </Stack>
      ) : null}
    </Stack>
  );
}
