// Messages (/api/explorer/messages/…): the list, its count and CSV export, one message, its BOC, its body
// decoded (../bodies), the chain it belongs to, the transactions it occurs in, and a dry run of a message
// not yet sent (../emulation).
import type { Message, messageRoutes } from '@tvmscan/api-schema';
import {
  countMessages,
  getMessage,
  getMessageBoc,
  getMessageOccurrences,
  getMessageTree,
  listMessages,
} from '@tvmscan/db';
import { type CsvColumn, isoTime } from '../csv';
import type { Body, HandlerContext, Handlers } from '../handler-types';

const MESSAGE_COLUMNS: CsvColumn<Message>[] = [
  ['hash', (m) => m.messageHash],
  ['type', (m) => m.messageType],
  ['time', (m) => isoTime(m.transactionTime)],
  ['from', (m) => m.srcAddress],
  ['to', (m) => m.dstAddress],
  ['value', (m) => m.messageValue],
  ['fwd_fee', (m) => m.fwdFee],
  ['bounce', (m) => m.bounce],
  ['bounced', (m) => m.bounced],
  ['transaction', (m) => m.transactionHash],
];

/** /messages/parsed, and the verification service's /parse/message/{id}: one handler for both (and for
 *  the service alone, ../verify-parse.ts, which has only a database and a body decoder). */
export const parsedMessage = async (
  { id }: Body<'messageParsed'>,
  { database, bodies }: Pick<HandlerContext, 'database' | 'bodies'>,
) => (await bodies.parsedMessages(database, [id]))[0] ?? null;

export const messageHandlers: Pick<Handlers, keyof typeof messageRoutes> = {
  messagesList: async ({ cursor, limit, ...filter }, { database, cursors, bodies }) => {
    const c = cursors.of(`messages:${filter.ordering}:${filter.direction}`, filter);
    const page = await listMessages(database.db, filter, c.decode(cursor, limit));
    return { messages: bodies.messages(page.items), ...c.around(page, cursor) };
  },
  message: async ({ id }, { database, bodies }) => {
    const found = await getMessage(database.db, id);
    return found && bodies.message(found);
  },
  messagesCount: async (f, { database }) => countMessages(database.db, f),
  messageRaw: async ({ id }, { database }) => getMessageBoc(database.db, id),
  messageTree: async ({ id }, { database }) => getMessageTree(database.db, id),
  messageOccurrences: async ({ id }, { database }) => getMessageOccurrences(database.db, id),
  messageParsed: parsedMessage,
  verifyParsedMessage: parsedMessage,
  messageEmulate: async ({ boc }, { emulator }, client) => emulator.emulate(boc, client),
  messagesCsv: async ({ limit, ...filter }) => ({
    filename: 'messages.csv',
    columns: MESSAGE_COLUMNS,
    maxRows: limit,
    page: (db, req) => listMessages(db, filter, req),
  }),
};
