// The initial-data form (spec §2 "Contract by id"): the address this code deploys to in a chosen
// workchain, from initial data given either as the values of the ABI's static variables and a public
// key (nekoton fills them into the build's TVC, as a deployer does: offered when the record keeps a TVC
// and its ABI names initial data) or as a base64 BOC of the data cell (computed with the codec).
import { Group, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '../../features/contract-executor/AddressForm';
import { initParams } from '../../features/contract-executor/contract-data';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { Mono } from '../../shared/ui/Mono';
import { deployAddress, WORKCHAINS } from './contract-address';

interface InitialDataFormProps {
  /** The code cell, base64. */
  code: string;
  /** The verified build's TVC (base64) and ABI JSON text, when the record keeps them. */
  tvc: string | null;
  abi: string | null;
}

export function InitialDataForm({ code, tvc, abi }: InitialDataFormProps) {
  const { t } = useTranslation();
  const i = (key: string) => t(`contracts.initialData.${key}`);
  const [workchain, setWorkchain] = useState<string>(WORKCHAINS[0]);
  const byAbi = useMemo(() => {
    if (!tvc || !abi) return false;
    try {
      return initParams(abi).length > 0;
    } catch {
      return false;
    }
  }, [tvc, abi]);
  const [mode, setMode] = useState<'abi' | 'boc'>('abi');
  const workchainSelect = (
    <Select
      label={i('workchain')}
      data={[...WORKCHAINS]}
      value={workchain}
      onChange={(v) => setWorkchain(v ?? WORKCHAINS[0])}
      allowDeselect={false}
      w={120}
      data-testid="initial-workchain"
    />
  );
  return (
    <Stack gap="sm">
      {byAbi ? (
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'abi' | 'boc')}
          data={[
            { value: 'abi', label: i('byAbi') },
            { value: 'boc', label: i('byBoc') },
          ]}
          aria-label={i('mode')}
          w="fit-content"
          data-testid="initial-data-mode"
        />
      ) : null}
      {byAbi && mode === 'abi' && tvc && abi ? (
        <>
          {workchainSelect}
          <AddressForm key={workchain} abi={abi} tvc={tvc} workchain={Number(workchain)} fields={null} />
        </>
      ) : (
        <BocForm code={code} workchain={workchain} workchainSelect={workchainSelect} />
      )}
    </Stack>
  );
}

/** Initial data as a base64 BOC of the data cell; the address follows as it is typed. */
function BocForm({
  code,
  workchain,
  workchainSelect,
}: {
  code: string;
  workchain: string;
  workchainSelect: ReactNode;
}) {
  const { t } = useTranslation();
  const i = (key: string) => t(`contracts.initialData.${key}`);
  const [data, setData] = useState('');
  const address = data.trim() === '' ? null : deployAddress(code, data, Number(workchain));
  const check = useFieldCheck(data, (value) =>
    value.trim() !== '' && deployAddress(code, value, 0) === null ? i('invalid') : null,
  );
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="sm">
        <Textarea
          label={i('data')}
          value={data}
          onChange={(e) => {
            setData(e.currentTarget.value);
            check.touch();
          }}
          onBlur={check.touch}
          error={check.error}
          autosize
          minRows={2}
          maxRows={6}
          ff="monospace"
          style={{ flex: 1, minWidth: 240 }}
          data-testid="initial-data"
        />
        {workchainSelect}
      </Group>
      <div>
        <Text fz="sm" c="dimmed">
          {i('address')}
        </Text>
        {address ? <Mono value={address} testId="computed-address" /> : <Text fz="sm">—</Text>}
      </div>
    </Stack>
  );
}
