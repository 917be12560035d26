// Decoded message bodies (spec §3 "Parsed message data", Transaction/Message methodName): each body is
// decoded with the ABI of the contract it concerns — the destination account's for a call, the source
// account's for an event — picked by that account's code hash (docs/decisions/0020). A body no known
// contract's ABI describes may still be a text comment (op 0, then UTF-8 in a snake of cells). The one
// place the API decodes bodies at read time: list rows (which bring their contract from their own
// query), the transaction and message pages, and the parsed-data and events calls.
import type { Message, ParsedData, Transaction } from '@tvmscan/api-schema';
import {
  type Cell,
  CodecError,
  loadMessage,
  loadTransaction,
  loadTransactionMessageCells,
  readBoc,
  type Slice,
} from '@tvmscan/codec';
import { type DecodedBody, functionIdOf, type KnownContracts, type KnownKind } from '@tvmscan/contracts';
import {
  type ContractOf,
  type Database,
  type FoundMessage,
  type FoundTransaction,
  messageCell,
  messageContracts,
  transactionContracts,
  type WithBody,
} from '@tvmscan/db';

export const NOT_PARSED: ParsedData = { parsed_type: null, function_name: null, parsed_data: null };
const COMMENT_OP = 0;

/** A text comment: op 0, then UTF-8 bytes continuing through the first reference of each cell. */
function comment(body: Cell): ParsedData | null {
  try {
    const s = body.beginParse();
    if (s.remainingBits < 32 || s.loadUint(32) !== COMMENT_OP) return null;
    const bytes: Uint8Array[] = [];
    let part: Slice | null = s;
    while (part) {
      if (part.remainingBits % 8 !== 0) return null;
      bytes.push(part.loadBytes(part.remainingBits / 8));
      part = part.remainingRefs > 0 ? part.loadRef().beginParse() : null;
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(bytes));
    return { parsed_type: 'comment', function_name: null, parsed_data: { text } };
  } catch (e) {
    // The body is not what its first bits claim (CodecError) or its text is not UTF-8 (TypeError).
    if (e instanceof CodecError || e instanceof TypeError) return null;
    throw e;
  }
}

const asParsed = (d: DecodedBody): ParsedData => ({
  parsed_type: d.contract,
  function_name: d.name,
  parsed_data: d.data as ParsedData['parsed_data'],
});

/**
 * A stored transaction's in message, or null when its BOC does not decode alone (a list page names the
 * method of the rows it can and shows the others without one, rather than failing whole).
 */
function inMessageOf(boc: Uint8Array): Cell | null {
  try {
    return loadTransactionMessageCells(readBoc(boc)[0]).inMsg;
  } catch (e) {
    if (e instanceof CodecError) return null;
    throw e;
  }
}

export class Bodies {
  /** Function ids by kind and name, for `parsedId`. */
  readonly #ids = new Map<string, string>();

  constructor(private readonly known: KnownContracts) {}

  #kind(c: ContractOf | undefined): KnownKind | null {
    return c ? this.known.kindOf(c.codeHash, c.kind) : null;
  }

  /** A message cell decoded with the ABI of the contract `c` runs (see the module comment). */
  #decode(cell: Cell, c: ContractOf | undefined): DecodedBody | null {
    const kind = this.#kind(c);
    if (!kind) return null;
    const { info, body } = loadMessage(cell);
    return info.kind === 'externalOut'
      ? this.known.event(kind, body)
      : this.known.call(kind, body, info.kind === 'internal');
  }

  /** What a message says: its contract's call or event, else a text comment, else nothing. */
  parse(cell: Cell, c: ContractOf | undefined): ParsedData {
    const decoded = this.#decode(cell, c);
    if (decoded) return asParsed(decoded);
    const { info, body } = loadMessage(cell);
    return (info.kind === 'internal' && comment(body)) || NOT_PARSED;
  }

  #functionId(kind: KnownKind, name: string): string {
    const key = `${kind}.${name}`;
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = functionIdOf(this.known.abi(kind), name);
      this.#ids.set(key, id);
    }
    return id;
  }

  /**
   * List rows with `methodName` (the in-message's call) and `parsedId` (its function id) filled in, from
   * the contract and BOC each row brought from the list's query.
   */
  transactions(rows: WithBody<Transaction>[]): Transaction[] {
    return rows.map(({ body, ...row }) => {
      const kind = this.#kind(body);
      const inMsg = kind && body.boc ? inMessageOf(body.boc) : null;
      const call = inMsg ? this.#decode(inMsg, body) : null;
      return call && kind
        ? { ...row, methodName: call.name, parsedId: this.#functionId(kind, call.name) }
        : row;
    });
  }

  /**
   * The transaction page: its in message decoded with the account's ABI (a message into an account is
   * read with that account's contract), which also names the transaction's call.
   */
  transaction({ details, contract, inMessage }: FoundTransaction) {
    const parsed = inMessage ? this.parse(inMessage, contract) : NOT_PARSED;
    const kind = this.#kind(contract);
    const call = parsed.function_name;
    return {
      ...details,
      ...(call && kind ? { methodName: call, parsedId: this.#functionId(kind, call) } : {}),
      inMessage: details.inMessage && {
        ...details.inMessage,
        methodName: call,
        parsedType: parsed.parsed_type,
      },
    };
  }

  /** The message page, its body decoded (`methodName`, `parsedType`). */
  message({ details, cell, contract }: FoundMessage) {
    const parsed = this.parse(cell, contract);
    return { ...details, methodName: parsed.function_name, parsedType: parsed.parsed_type };
  }

  /** List rows with `methodName` (call or event) and `parsedType` (whose ABI, or `comment`) filled in. */
  messages(rows: WithBody<Message>[]): Message[] {
    return rows.map(({ body, ...row }) => {
      const cell = body.boc && messageCell(body.boc, row.messageHash);
      if (!cell) return row;
      const parsed = this.parse(cell, body);
      return { ...row, methodName: parsed.function_name, parsedType: parsed.parsed_type };
    });
  }

  /** Messages by hash, decoded; a hash that is not indexed is absent. */
  async parsedMessages(database: Database, hashes: string[]) {
    const contracts = await messageContracts(database.db, hashes);
    return hashes.flatMap((messageHash) => {
      const c = contracts.get(messageHash);
      return c ? [{ messageHash, ...this.parse(c.cell, c) }] : [];
    });
  }

  /**
   * A transaction's in and out message bodies: the in message read with the contract the transaction's
   * lookup brought (its account's), each out message as `parsedMessages` reads it.
   */
  async parsedTransaction(database: Database, { details, contract, inMessage }: FoundTransaction) {
    const outHashes = details.outMessages.map((m) => m.messageHash);
    return {
      hash: details.hash,
      inMessage:
        inMessage && details.inMessage
          ? { messageHash: details.inMessage.messageHash, ...this.parse(inMessage, contract) }
          : null,
      outMessages: await this.parsedMessages(database, outHashes),
    };
  }

  /** The events a transaction emitted: its external-out messages decoded with its account's ABI. */
  async events(database: Database, hash: string) {
    const c = (await transactionContracts(database.db, [hash])).get(hash);
    if (!c) return null;
    const kind = this.#kind(c);
    const tx = loadTransaction(readBoc(c.boc)[0]);
    const events = [...tx.outMsgs.values()].flatMap((cell, index) => {
      const { info, body } = loadMessage(cell);
      if (info.kind !== 'externalOut') return [];
      const decoded = kind ? this.known.event(kind, body) : null;
      return [{ index, messageHash: cell.hashHex(), ...(decoded ? asParsed(decoded) : NOT_PARSED) }];
    });
    return { hash, events };
  }
}
