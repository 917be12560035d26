// Parsed message and transaction data and a transaction's events: bodies decoded with the ABI of the
// contract each concerns (../bodies), read from the BOCs as stored.
import { getTransaction } from '@tvmscan/db';
import type { Handlers } from '../handler-types';

export const parsedHandlers: Pick<Handlers, 'messageParsed' | 'transactionParsed' | 'transactionEvents'> = {
  messageParsed: async ({ id }, { database, bodies }) =>
    (await bodies.parsedMessages(database, [id]))[0] ?? null,
  transactionParsed: async ({ id }, { database, bodies }) => {
    const found = await getTransaction(database.db, id);
    if (!found) return null;
    const { details, contract, inMessage } = found;
    // The in message is read with the contract the transaction's lookup brought (its account's).
    const outHashes = details.outMessages.map((m) => m.messageHash);
    return {
      hash: id,
      inMessage:
        inMessage && details.inMessage
          ? { messageHash: details.inMessage.messageHash, ...bodies.parse(inMessage, contract) }
          : null,
      outMessages: await bodies.parsedMessages(database, outHashes),
    };
  },
  transactionEvents: async ({ id }, { database, bodies }) => bodies.events(database, id),
};
