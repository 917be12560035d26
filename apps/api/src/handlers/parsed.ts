// Parsed message and transaction data: message bodies decoded with the ABIs the explorer knows
// (../parsed-body), read from the message BOC as stored.
import type { ParsedData } from '@tvmscan/api-schema';
import { readBoc } from '@tvmscan/codec';
import { type Database, getMessage, getTransaction } from '@tvmscan/db';
import type { Handlers } from '../handlers';
import { parseMessageBody } from '../parsed-body';

async function parsedMessage(
  database: Database,
  hash: string,
): Promise<(ParsedData & { messageHash: string }) | null> {
  const message = await getMessage(database.db, hash);
  return message
    ? { messageHash: hash, ...parseMessageBody(readBoc(Buffer.from(message.boc, 'base64'))[0]) }
    : null;
}

export const parsedHandlers: Pick<Handlers, 'messageParsed' | 'transactionParsed'> = {
  messageParsed: async ({ id }, { database }) => parsedMessage(database, id),
  transactionParsed: async ({ id }, { database }) => {
    const tx = await getTransaction(database.db, id);
    if (!tx) return null;
    const outs = await Promise.all(tx.outMessages.map((m) => parsedMessage(database, m.messageHash)));
    return {
      hash: id,
      inMessage: tx.inMessage ? await parsedMessage(database, tx.inMessage.messageHash) : null,
      outMessages: outs.filter((m) => m !== null),
    };
  },
};
