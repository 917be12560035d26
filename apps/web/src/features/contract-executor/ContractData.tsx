// The contract data section under the executor (spec §7, §8): the contract's fields as its ABI reads
// them (partial allowed; the error text when they cannot be read), and the contract data form: the ABI's
// initial data and a public key, from which the build's TVC gives the address it deploys to. The form
// opens on the account's own field values, so Compute shows whether this account is that build deployed
// with them.
import { Alert, Badge, Button, Card, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/lib/error-text';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { Mono } from '../../shared/ui/Mono';
import { ArgumentField } from './ArgumentField';
import type { FieldValue } from './abi-fields';
import {
  expectedAddress,
  initDefaults,
  initParams,
  PUBLIC_KEY_RE,
  publicKeyOf,
  readContractFields,
} from './contract-data';
import { type ExecutorAbi, executorAbiKey, loadAbi, loadTvc } from './known-abis';
import { loadNekoton } from './nekoton';

interface ContractDataProps {
  address: string;
  abi: ExecutorAbi;
  loadAccountBoc: () => Promise<string | null>;
}

export function ContractData({ address, abi: source, loadAccountBoc }: ContractDataProps) {
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: ['executor', 'contract-data', address, executorAbiKey(source)],
    queryFn: async () => {
      const [nt, abi, tvc, accountBoc] = await Promise.all([
        loadNekoton(),
        loadAbi(source),
        loadTvc(source),
        loadAccountBoc(),
      ]);
      const reading = accountBoc
        ? readContractFields(nt, accountBoc, abi.text)
        : { error: t('executor.errors.noState') };
      return { abi: abi.text, tvc, reading };
    },
    staleTime: 3_000,
  });
  if (data.error)
    return (
      <Alert color="red" role="alert" data-testid="contract-data-error">
        {errorText(data.error)}
      </Alert>
    );
  if (!data.data) return null;
  const { abi, tvc, reading } = data.data;
  const fields = 'fields' in reading ? reading.fields : null;
  return (
    <Card withBorder padding="md" data-testid="contract-data">
      <Stack gap="sm">
        <Text fw={600}>{t('executor.data.fields')}</Text>
        {'error' in reading ? (
          <Alert color="red" role="alert" data-testid="contract-fields-error">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reading.error}
            </Text>
          </Alert>
        ) : (
          <Code
            block
            data-testid="contract-fields"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {JSON.stringify(reading.fields, null, 2)}
          </Code>
        )}
        {tvc ? <AddressForm address={address} abi={abi} tvc={tvc} fields={fields} /> : null}
      </Stack>
    </Card>
  );
}

interface AddressFormProps {
  address: string;
  abi: string;
  tvc: string;
  fields: { [name: string]: FieldValue } | null;
}

function AddressForm({ address, abi, tvc, fields }: AddressFormProps) {
  const { t } = useTranslation();
  const [params] = useState(() => initParams(abi));
  const [values, setValues] = useState(() => initDefaults(params, fields));
  const [publicKey, setPublicKey] = useState(() => publicKeyOf(fields) ?? '');
  const keyCheck = useFieldCheck(publicKey, (key) =>
    key.trim() === '' || PUBLIC_KEY_RE.test(key.trim()) ? null : t('executor.data.publicKeyInvalid'),
  );
  const [result, setResult] = useState<{ address: string } | { error: string } | null>(null);
  const workchain = Number(address.slice(0, address.indexOf(':')));

  const compute = async () => {
    setResult(null);
    const key = publicKey.trim();
    if (key !== '' && !PUBLIC_KEY_RE.test(key)) {
      keyCheck.touch();
      return;
    }
    try {
      const nt = await loadNekoton();
      setResult({
        address: expectedAddress(nt, { tvc, abi, workchain, publicKey: key || null, initData: values }),
      });
    } catch (e) {
      setResult({ error: errorText(e) });
    }
  };

  return (
    <Stack gap="sm" data-testid="contract-address-form">
      <Text fw={600}>{t('executor.data.expectedAddress')}</Text>
      {params.map((param) => (
        <ArgumentField
          key={param.name}
          param={param}
          value={values[param.name]}
          onChange={(v) => setValues({ ...values, [param.name]: v })}
        />
      ))}
      <TextInput
        label={t('executor.data.publicKey')}
        value={publicKey}
        error={keyCheck.error}
        onChange={(e) => {
          keyCheck.touch();
          setPublicKey(e.currentTarget.value);
        }}
        onBlur={keyCheck.touch}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="contract-public-key"
      />
      {result && 'error' in result ? (
        <Alert color="red" role="alert" data-testid="contract-address-error">
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {result.error}
          </Text>
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" onClick={() => void compute()} data-testid="contract-compute-address">
          {t('executor.data.compute')}
        </Button>
      </Group>
      {result && 'address' in result ? (
        <Group gap="xs" data-testid="contract-expected-address">
          <Mono value={result.address} />
          {result.address === address ? (
            <Badge color="green" variant="light" data-testid="contract-address-matches">
              {t('executor.data.matches')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" data-testid="contract-address-differs">
              {t('executor.data.differs')}
            </Badge>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
