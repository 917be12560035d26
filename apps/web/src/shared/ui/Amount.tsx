// A native-currency amount in nano units, scaled by the deployment's decimals, with its symbol.
import { Text } from '@mantine/core';
import { useDeploymentConfig } from '../config/deployment';
import { formatUnits } from '../lib/format';

interface AmountProps {
  nano: string;
  signed?: boolean;
  testId?: string;
}

export function Amount({ nano, signed, testId }: AmountProps) {
  const { decimals, tokenSymbol } = useDeploymentConfig();
  const negative = nano.startsWith('-');
  const color = signed ? (negative ? 'red' : nano === '0' ? undefined : 'teal') : undefined;
  return (
    <Text component="span" fz="inherit" c={color} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      {formatUnits(nano, decimals, { signed })} {tokenSymbol}
    </Text>
  );
}
