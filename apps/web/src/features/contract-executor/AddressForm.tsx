// The contract data form (spec §7 "compute the expected address"): the ABI's initial data and a public
// key, from which the build's TVC gives the address it deploys to. Under the account page's executor it
// opens on the account's own field values and says whether the address is the account's; on a verified
// contract's page it opens on the types' defaults.
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/lib/error-text';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { Mono } from '../../shared/ui/Mono';
import { ArgumentField } from './ArgumentField';
import type { FieldValue } from './abi-fields';
import { expectedAddress, initDefaults, initParams, PUBLIC_KEY_RE, publicKeyOf } from './contract-data';
import { loadNekoton } from './nekoton';

interface AddressFormProps {
  abi: string;
  tvc: string;
  workchain: number;
  /** A deployed contract's own field values, which the form opens on; null for the types' defaults. */
  fields: { [name: string]: FieldValue } | null;
  /** The account the form is shown for: the computed address is marked as matching it or not. */
  ownAddress?: string;
}

export function AddressForm({ abi, tvc, workchain, fields, ownAddress }: AddressFormProps) {
  const { t } = useTranslation();
  const [params] = useState(() => initParams(abi));
  const [values, setValues] = useState(() => initDefaults(params, fields));
  const [publicKey, setPublicKey] = useState(() => publicKeyOf(fields) ?? '');
  const keyCheck = useFieldCheck(publicKey, (key) =>
    key.trim() === '' || PUBLIC_KEY_RE.test(key.trim()) ? null : t('executor.data.publicKeyInvalid'),
  );
  const [result, setResult] = useState<{ address: string } | { error: string } | null>(null);

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
          {ownAddress === undefined ? null : result.address === ownAddress ? (
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
