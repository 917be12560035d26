// A native-currency amount in nano units, scaled by the deployment's decimals, with its symbol.
import { Text } from '@mantine/core';
import { useDeploymentConfig } from '../config/deployment';
import { formatUnits } from '../lib/format';
import classes from './amount.module.css';

interface AmountProps {
  nano: string;
  /** Balance changes: a sign and a colour for direction. */
  signed?: boolean;
  testId?: string;
}

export function Amount({ nano, signed, testId }: AmountProps) {
  const { decimals, tokenSymbol } = useDeploymentConfig();
  const direction =
    !signed || /^-?0+$/.test(nano) ? undefined : nano.startsWith('-') ? classes.negative : classes.positive;
  return (
    <Text
      component="span"
      fz="inherit"
      className={direction}
      data-testid={testId}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatUnits(nano, decimals, { signed })} {tokenSymbol}
    </Text>
  );
}
