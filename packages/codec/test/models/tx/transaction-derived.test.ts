// Derived values asserted by their sources: ever-block-json's balance_delta and ext_in_msg_fee
// (test_serialize.rs) and nekoton's compute_balance_change for a bounce (== 0).

import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { readBoc } from '../../../src/cell';
import { loadTransaction, transactionMessages } from '../../../src/models/transaction';
import { extInMsgFee, transactionBalanceDelta } from '../../../src/models/transaction-fees';

const CASES: Array<{ file: string; balanceDelta: bigint; extInMsgFee: bigint | null }> = [
  { file: 'ever-block-json_ext_in&int_out.boc', balanceDelta: -0x1ee05056n, extInMsgFee: 0x1c80e0n },
  { file: 'ever-block-json_ext_in&int_out_special.boc', balanceDelta: -0x26dcfe1826ba00n, extInMsgFee: 0n },
  { file: 'ever-block-json_int_in.boc', balanceDelta: 0x71b149203e800n, extInMsgFee: null },
  { file: 'nekoton_balance_change_for_bounce_tx.boc.b64', balanceDelta: 0n, extInMsgFee: null },
];

describe.skipIf(!fixturesDir)(`derived transaction values ${fixturesSkipReason}`, () => {
  it.each(CASES)('$file: balance delta and ext-in import fee', (c) => {
    const tx = loadTransaction(readBoc(readFixtureBoc(`transactions/${c.file}`))[0]);
    const { inMsg, outMsgs } = transactionMessages(tx);
    expect(transactionBalanceDelta(tx, outMsgs)).toBe(c.balanceDelta);
    expect(extInMsgFee(tx, inMsg)).toBe(c.extInMsgFee);
  });
});
