// Reading a contract in the browser (spec §7 "run a local method"): the method runs in nekoton's TVM
// on the account state the explorer indexed, so nothing is sent to the network.
import type { FieldValue } from './abi-fields';
import { loadNekoton } from './nekoton';

export interface RunLocalRequest {
  /** The full Account BOC (base64) as the API returns it. */
  accountBoc: string;
  abi: string;
  method: string;
  input: { [name: string]: FieldValue };
  /** Responsible methods answer through an internal message, which runLocal decodes. */
  responsible: boolean;
}

export interface RunLocalResult {
  /** TVM exit code of the run; 0 and 1 are success. */
  code: number;
  output: unknown;
}

export async function runLocalMethod(request: RunLocalRequest): Promise<RunLocalResult> {
  const nt = await loadNekoton();
  // runLocal takes the account without its leading `account$1` tag bit.
  const stuff = nt.parseFullAccountBoc(request.accountBoc);
  if (!stuff) throw new Error('The account has no state to run a method on');
  const clock = new nt.ClockWithOffset();
  try {
    const result = nt.runLocal(
      clock,
      stuff.boc,
      request.abi,
      request.method,
      request.input as Parameters<typeof nt.runLocal>[4],
      {},
      request.responsible,
      { type: 'empty' },
    );
    return { code: result.code, output: result.output ?? null };
  } finally {
    clock.free();
  }
}
