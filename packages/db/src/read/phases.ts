// Transaction phases as the codec decodes them from the stored transaction BOC (the TransactionDescr:
// names camelCased, u64/coins as bigint) → the API's phase objects. The description is read
// defensively: a phase whose shape is not recognised is reported as absent rather than failing the
// whole page.
import type {
  ActionPhase,
  BouncePhase,
  ComputePhase,
  CreditPhase,
  StoragePhase,
  TransactionDetails,
} from '@tvmscan/api-schema';

type Doc = Record<string, unknown>;

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'bigint' ? String(v) : null;
const num = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : typeof v === 'bigint' || (typeof v === 'string' && /^-?\d+$/.test(v))
      ? Number(v)
      : null;
const bool = (v: unknown): boolean => v === true;
/** CurrencyCollection or plain grams → grams. */
const grams = (v: unknown): string | null => (isDoc(v) ? str(v.grams) : str(v));
/** TL-B constructor tag, whichever key the decoder used for it, lowercased. */
const tag = (d: Doc): string => String(d.kind ?? d.type ?? d.tag ?? '').toLowerCase();
/** Accepts the scheme's field name (`storage_ph` → `storagePh`) or the short one. */
const pick = (d: Doc, ...keys: string[]): Doc | null => {
  for (const k of keys) if (isDoc(d[k])) return d[k] as Doc;
  return null;
};

const STATUS_CHANGES = { unchanged: 'Unchanged', frozen: 'Frozen', deleted: 'Deleted' } as const;
const statusChange = (v: unknown) =>
  STATUS_CHANGES[
    String(v)
      .replace(/^acst_/, '')
      .toLowerCase() as keyof typeof STATUS_CHANGES
  ] ?? 'Unchanged';

const SKIP_REASONS = {
  nostate: 'NoState',
  badstate: 'BadState',
  nogas: 'NoGas',
  suspended: 'Suspended',
} as const;

function storage(d: Doc | null): StoragePhase | null {
  if (!d) return null;
  return {
    storageFeesCollected: grams(d.storageFeesCollected) ?? '0',
    storageFeesDue: grams(d.storageFeesDue),
    statusChange: statusChange(d.statusChange),
  };
}

function credit(d: Doc | null): CreditPhase | null {
  if (!d) return null;
  return { dueFeesCollected: grams(d.dueFeesCollected), credit: grams(d.credit) ?? '0' };
}

function compute(d: Doc | null): ComputePhase | null {
  if (!d) return null;
  const kind = tag(d);
  if (kind.includes('skip')) {
    const reason = String(d.reason ?? '')
      .replace(/^cskip_/, '')
      .replace(/_/g, '')
      .toLowerCase();
    return { kind: 'Skipped', reason: SKIP_REASONS[reason as keyof typeof SKIP_REASONS] ?? 'NoState' };
  }
  return {
    kind: 'Vm',
    success: bool(d.success),
    msgStateUsed: bool(d.msgStateUsed),
    accountActivated: bool(d.accountActivated),
    gasFees: grams(d.gasFees) ?? '0',
    gasUsed: str(d.gasUsed) ?? '0',
    gasLimit: str(d.gasLimit) ?? '0',
    gasCredit: str(d.gasCredit),
    mode: num(d.mode) ?? 0,
    exitCode: num(d.exitCode) ?? 0,
    exitArg: num(d.exitArg),
    vmSteps: num(d.vmSteps) ?? 0,
    vmInitStateHash: str(d.vmInitStateHash) ?? '0'.repeat(64),
    vmFinalStateHash: str(d.vmFinalStateHash) ?? '0'.repeat(64),
  };
}

function storageUsed(v: unknown) {
  const d = isDoc(v) ? v : {};
  return { cells: str(d.cells) ?? '0', bits: str(d.bits) ?? '0' };
}

function action(d: Doc | null): ActionPhase | null {
  if (!d) return null;
  return {
    success: bool(d.success),
    valid: bool(d.valid),
    noFunds: bool(d.noFunds),
    statusChange: statusChange(d.statusChange),
    totalFwdFees: grams(d.totalFwdFees),
    totalActionFees: grams(d.totalActionFees),
    resultCode: num(d.resultCode) ?? 0,
    resultArg: num(d.resultArg),
    totActions: num(d.totActions) ?? 0,
    specActions: num(d.specActions) ?? 0,
    skippedActions: num(d.skippedActions) ?? 0,
    msgsCreated: num(d.msgsCreated) ?? 0,
    actionListHash: str(d.actionListHash) ?? '0'.repeat(64),
    totMsgSize: storageUsed(d.totMsgSize),
  };
}

function bounce(d: Doc | null): BouncePhase | null {
  if (!d) return null;
  const kind = tag(d);
  if (kind.includes('neg')) return { kind: 'NegFunds' };
  if (kind.includes('nofunds')) {
    return { kind: 'Nofunds', msgSize: storageUsed(d.msgSize), reqFwdFees: grams(d.reqFwdFees) ?? '0' };
  }
  return {
    kind: 'Ok',
    msgSize: storageUsed(d.msgSize),
    msgFees: grams(d.msgFees) ?? '0',
    fwdFees: grams(d.fwdFees) ?? '0',
  };
}

type Phases = Pick<TransactionDetails, 'storage' | 'credit' | 'compute' | 'action' | 'bounce'>;

/** `description`: the decoded TransactionDescr (its phases are fields of it). */
export function toPhases(description: unknown): Phases {
  const d = isDoc(description) ? description : {};
  return {
    storage: storage(pick(d, 'storage', 'storagePh')),
    credit: credit(pick(d, 'credit', 'creditPh')),
    compute: compute(pick(d, 'compute', 'computePh')),
    action: action(pick(d, 'action', 'actionPh')),
    bounce: bounce(pick(d, 'bounce', 'bouncePh')),
  };
}
