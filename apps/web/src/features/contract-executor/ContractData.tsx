// The contract data section under the executor (spec §7, §8): the contract's fields as its ABI reads
// them (partial allowed; the error text when they cannot be read), and the contract data form: the ABI's
// initial data and a public key, from which the build's TVC gives the address it deploys to. The form
// opens on the account's own field values, so Compute shows whether this account is that build deployed
// with them.
import { Alert, Card, Code, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/lib/error-text';
import { AddressForm } from './AddressForm';
import { readContractFields } from './contract-data';
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
        {tvc ? (
          <AddressForm
            ownAddress={address}
            workchain={Number(address.slice(0, address.indexOf(':')))}
            abi={abi}
            tvc={tvc}
            fields={fields}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
