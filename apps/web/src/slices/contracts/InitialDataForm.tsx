// The initial-data form (spec §2 "Contract by id"): initial data as a base64 BOC and a workchain give the
// address this code deploys to, computed in the browser with the codec.
import { Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { Mono } from '../../shared/ui/Mono';
import { deployAddress, WORKCHAINS } from './contract-address';

export function InitialDataForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const i = (key: string) => t(`contracts.initialData.${key}`);
  const [data, setData] = useState('');
  const [workchain, setWorkchain] = useState<string>(WORKCHAINS[0]);
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
        <Select
          label={i('workchain')}
          data={[...WORKCHAINS]}
          value={workchain}
          onChange={(v) => setWorkchain(v ?? WORKCHAINS[0])}
          allowDeselect={false}
          w={120}
          data-testid="initial-workchain"
        />
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
