// The contract executor (spec §2 "Contract executor"): pick a method of the contract's ABI (a verified
// contract's or a bundled one), fill its arguments, then read it (RunLocal: run in the browser on the
// indexed account state) or send it through the visitor's wallet (SendExternal, SendInternal). The
// submit button follows the wallet for the send actions; reading is always possible. A send is first
// run dry on the server (spec §7): a call predicted to succeed goes on to the wallet, one predicted to
// fail waits for the visitor to send it anyway. Errors show above the submit button and leave the output
// empty (spec §8).
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Code,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, isNotFound } from '../../shared/api/client';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { messageUrl, transactionUrl } from '../../shared/lib/chain';
import { errorText } from '../../shared/lib/error-text';
import { visibleText } from '../../shared/lib/untrusted-text';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { connectWallet, switchWalletNetwork, useWalletSnapshot, walletClient } from '../wallet/wallet';
import { WALLET_INSTALL_URL, type WalletState, walletState } from '../wallet/wallet-state';
import { ArgumentField } from './ArgumentField';
import { defaultValues, type FieldValue, isResponsible } from './abi-fields';
import { DryRunCard, type DryRunState } from './DryRunCard';
import { dryRun } from './dry-run';
import { type AbiFunction, type ExecutorAbi, executorAbiKey, loadAbi } from './known-abis';
import { type RunLocalResult, runLocalMethod } from './run-local';
import {
  amountToUnits,
  type ExecutorAction,
  ExecutorInputError,
  type SendResult,
  sendThroughWallet,
  walletCall,
} from './send';

interface ContractExecutorProps {
  address: string;
  abi: ExecutorAbi;
  /** Reads the account's full state BOC when a method runs; null when the account has no state. */
  loadAccountBoc: () => Promise<string | null>;
}

const ACTIONS: readonly ExecutorAction[] = ['runLocal', 'sendExternal', 'sendInternal'];

export function ContractExecutor({ address, abi: source, loadAccountBoc }: ContractExecutorProps) {
  const { t } = useTranslation();
  const abi = useQuery({
    queryKey: ['executor', 'abi', executorAbiKey(source)],
    queryFn: () => loadAbi(source),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [action, setAction] = useState<ExecutorAction>('runLocal');
  const [methodName, setMethodName] = useState<string | null>(null);
  const method = abi.data?.functions.find((f) => f.name === methodName) ?? null;

  return (
    <Card withBorder padding="md" data-testid="contract-executor" data-abi={source.source}>
      <Stack gap="sm">
        <SegmentedControl
          value={action}
          onChange={(value) => setAction(value as ExecutorAction)}
          data={ACTIONS.map((a) => ({ value: a, label: t(`executor.actions.${a}`) }))}
          aria-label={t('executor.action')}
          data-testid="executor-action"
          fullWidth
        />
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
            action={action}
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
  action: ExecutorAction;
  address: string;
  abiText: string;
  method: AbiFunction;
  loadAccountBoc: () => Promise<string | null>;
}

type Outcome = { kind: 'read'; read: RunLocalResult } | { kind: 'sent'; sent: SendResult };

function MethodForm({ action, address, abiText, method, loadAccountBoc }: MethodFormProps) {
  const { t } = useTranslation();
  const { decimals, networkId } = useDeploymentConfig();
  const wallet = useWalletSnapshot();
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
  const [withSignature, setWithSignature] = useState(true);
  const [amount, setAmount] = useState('');
  const [bounce, setBounce] = useState(true);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(initial.error);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The dry run of the call as the form stood when it ran (`key`); any edit makes it stale.
  const [checked, setChecked] = useState<(DryRunState & { key: string }) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what a dry run depends on
  useEffect(() => setChecked(null), [action, values, amount, bounce, withSignature]);
  const predictedFailure = checked !== null && checked.result?.emulation.success !== true;

  // The wallet's, the network's or nekoton's own words (a refusal, a failing contract) are the useful text.
  const fail = (e: unknown) =>
    setError(e instanceof ExecutorInputError ? t(`executor.errors.${e.problem}`) : errorText(e));

  const read = async () => {
    const missing = !address ? 'address' : !method.name ? 'method' : !values ? 'fields' : null;
    if (missing) throw new ExecutorInputError(missing);
    const accountBoc = await loadAccountBoc();
    if (!accountBoc) throw new Error(t('executor.errors.noState'));
    const input = values ?? {};
    return runLocalMethod({ accountBoc, abi: abiText, method: method.name, input, responsible });
  };

  const send = async (sendAction: Exclude<ExecutorAction, 'runLocal'>) => {
    const rpc = await walletClient();
    const call = walletCall(
      {
        action: sendAction,
        address,
        abi: abiText,
        method: method.name,
        input: values,
        withSignature,
        amount,
        bounce,
        decimals,
      },
      rpc !== null,
      wallet,
    );
    const key = JSON.stringify(call);
    if (checked?.key !== key) {
      const state: DryRunState = await dryRun(call).then(
        (result) => ({ result, error: null }),
        (e: unknown) => ({ result: null, error: errorText(e) }),
      );
      setChecked({ ...state, key });
      // A predicted failure (or no prediction) waits for the visitor to send anyway.
      if (state.result?.emulation.success !== true) return null;
    }
    return sendThroughWallet(rpc!, call);
  };

  const submit = async () => {
    setOutcome(null);
    setRunning(true);
    setError(null);
    try {
      if (action === 'runLocal') setOutcome({ kind: 'read', read: await read() });
      else {
        const sent = await send(action);
        if (sent) setOutcome({ kind: 'sent', sent });
      }
    } catch (e) {
      fail(e);
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
      {action === 'runLocal' && (
        <Checkbox
          label={t('executor.responsible')}
          checked={responsible}
          onChange={(e) => setResponsible(e.currentTarget.checked)}
          data-testid="executor-responsible"
        />
      )}
      {action === 'sendExternal' && (
        <Checkbox
          label={t('executor.withSignature')}
          checked={withSignature}
          onChange={(e) => setWithSignature(e.currentTarget.checked)}
          data-testid="executor-with-signature"
        />
      )}
      {action === 'sendInternal' && (
        <>
          <AmountField value={amount} onChange={setAmount} decimals={decimals} />
          <Checkbox
            label={t('executor.bounce')}
            checked={bounce}
            onChange={(e) => setBounce(e.currentTarget.checked)}
            data-testid="executor-bounce"
          />
        </>
      )}
      {error ? (
        <Alert color="red" role="alert" data-testid="executor-error">
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        </Alert>
      ) : null}
      {checked && action !== 'runLocal' ? <DryRunCard state={checked} /> : null}
      <Group>
        <SubmitButton
          action={action}
          anyway={predictedFailure}
          wallet={walletState(wallet, networkId)}
          running={running}
          // Spec §5: an internal send cannot be submitted without an amount.
          disabled={!values || (action === 'sendInternal' && amount === '')}
          onSubmit={() => void submit()}
          onWallet={(walletAction) => void walletAction().catch(fail)}
          networkId={networkId}
        />
      </Group>
      {outcome?.kind === 'read' ? (
        <Stack gap={4} data-testid="executor-result">
          <Text fz="sm" c="dimmed" data-testid="executor-exit-code">
            {t('executor.exitCode', { code: outcome.read.code })}
          </Text>
          <Output value={outcome.read.output} />
        </Stack>
      ) : null}
      {outcome?.kind === 'sent' ? <SentOutcome sent={outcome.sent} /> : null}
    </Stack>
  );
}

interface SubmitButtonProps {
  action: ExecutorAction;
  /** The dry run predicted a failure: the button sends anyway. */
  anyway: boolean;
  wallet: WalletState;
  running: boolean;
  disabled: boolean;
  onSubmit: () => void;
  onWallet: (action: () => Promise<void>) => void;
  networkId: number;
}

/** Reads always run; a send first needs a wallet that is installed, connected and on this network. */
function SubmitButton({
  action,
  anyway,
  wallet,
  running,
  disabled,
  onSubmit,
  onWallet,
  networkId,
}: SubmitButtonProps) {
  const { t } = useTranslation();
  const props = { 'data-testid': 'executor-run', 'data-wallet-state': wallet } as const;
  if (action === 'runLocal')
    return (
      <Button onClick={onSubmit} loading={running} disabled={disabled} {...props}>
        {t('executor.run')}
      </Button>
    );
  switch (wallet) {
    case 'detecting':
      return (
        <Button loading {...props}>
          {t('executor.send')}
        </Button>
      );
    case 'notInstalled':
      return (
        <Button component="a" href={WALLET_INSTALL_URL} target="_blank" rel="noopener noreferrer" {...props}>
          {t('wallet.install')}
        </Button>
      );
    case 'notReady':
      return (
        <Button onClick={() => onWallet(connectWallet)} {...props}>
          {t('wallet.connect')}
        </Button>
      );
    case 'unsupportedNetwork':
      return (
        <Button color="red" onClick={() => onWallet(() => switchWalletNetwork(networkId))} {...props}>
          {t('wallet.switchNetwork')}
        </Button>
      );
    case 'ready':
      return (
        <Button
          onClick={onSubmit}
          loading={running}
          disabled={disabled}
          color={anyway ? 'red' : undefined}
          {...props}
        >
          {anyway ? t('executor.sendAnyway') : t('executor.send')}
        </Button>
      );
  }
}

/** The internal send's amount in whole tokens; its problem shows once it is edited or left. */
function AmountField({
  value,
  onChange,
  decimals,
}: {
  value: string;
  onChange: (v: string) => void;
  decimals: number;
}) {
  const { t } = useTranslation();
  const { error, touch } = useFieldCheck(value, (typed) => {
    try {
      amountToUnits(typed, decimals);
      return null;
    } catch (e) {
      if (e instanceof ExecutorInputError) return t(`executor.errors.${e.problem}`);
      throw e;
    }
  });
  return (
    <TextInput
      label={t('executor.amount')}
      value={value}
      inputMode="decimal"
      required
      error={error}
      onChange={(e) => {
        touch();
        onChange(e.currentTarget.value);
      }}
      onBlur={touch}
      data-testid="executor-amount"
    />
  );
}

function Output({ value }: { value: unknown }) {
  return (
    <Code block data-testid="executor-output" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}

/** What the wallet reported: the transaction (and for an internal send, its message to the contract). */
function SentOutcome({ sent }: { sent: SendResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="executor-result">
      {sent.transactionHash ? (
        <HashLink
          label={t('executor.transaction')}
          to={transactionUrl(sent.transactionHash)}
          testId="executor-transaction"
        >
          {sent.transactionHash}
        </HashLink>
      ) : null}
      {sent.exitCode !== null ? (
        <Text fz="sm" c={sent.aborted ? 'red' : 'dimmed'} data-testid="executor-exit-code">
          {t('executor.exitCode', { code: sent.exitCode })}
          {sent.aborted ? ` — ${t('executor.aborted')}` : ''}
        </Text>
      ) : null}
      {sent.callMessageHash ? (
        <>
          <HashLink
            label={t('executor.callMessage')}
            to={messageUrl(sent.callMessageHash)}
            testId="executor-call-message"
          >
            {sent.callMessageHash}
          </HashLink>
          <CallTransaction messageHash={sent.callMessageHash} />
        </>
      ) : null}
      {sent.output !== null ? <Output value={sent.output} /> : null}
    </Stack>
  );
}

/** How long the page follows an internal send's message to the contract's transaction: the wallet's
 *  own transaction is final, the call's lands a block or two later, then has to be indexed. */
const FOLLOW_MS = 120_000;
const FOLLOW_INTERVAL_MS = 1_000;

/** The contract's transaction the call caused, once the explorer has indexed it; its outcome with it. */
function CallTransaction({ messageHash }: { messageHash: string }) {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  // Judged on the last answer (or failure), so the text changes with the poll that gives up.
  const gaveUp = (s: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
    Math.max(s.dataUpdatedAt, s.errorUpdatedAt) - since > FOLLOW_MS;
  const followed = useQuery({
    queryKey: ['executor', 'call-transaction', messageHash],
    queryFn: async ({ signal }) => {
      const message = await callApi('message', { id: messageHash }, signal).catch((e: unknown) => {
        if (isNotFound(e)) return null;
        throw e;
      });
      const child = message?.childTransactions[0];
      return child ? callApi('transaction', { id: child.hash }, signal) : null;
    },
    refetchInterval: (query) => (query.state.data || gaveUp(query.state) ? false : FOLLOW_INTERVAL_MS),
  });
  const tx = followed.data;
  if (!tx)
    return (
      <Text fz="sm" c="dimmed" data-testid="executor-call-pending">
        {gaveUp(followed) ? t('executor.callNotSeen') : t('executor.callPending')}
      </Text>
    );
  return (
    <>
      <HashLink
        label={t('executor.callTransaction')}
        to={transactionUrl(tx.hash)}
        testId="executor-call-transaction"
      >
        {tx.hash}
      </HashLink>
      <Text fz="sm" c={tx.aborted ? 'red' : 'dimmed'} data-testid="executor-call-outcome">
        {tx.exitCode === null ? '' : t('executor.exitCode', { code: tx.exitCode })}
        {tx.aborted ? ` — ${t('executor.aborted')}` : ''}
      </Text>
    </>
  );
}

function HashLink({
  label,
  to,
  testId,
  children,
}: {
  label: string;
  to: string;
  testId: string;
  children: string;
}) {
  return (
    <Text fz="sm">
      {label}{' '}
      <Anchor
        component={Link}
        to={to}
        ff="monospace"
        style={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {children}
      </Anchor>
    </Text>
  );
}
