// Parsed message and transaction data and a transaction's events: bodies decoded with the ABI of the
// contract each concerns (../bodies), read from the BOCs as stored.
import { getTransaction } from '@tvmscan/db';
import type { Handlers } from '../handlers';

export const parsedHandlers: Pick<Handlers, 'messageParsed' | 'transactionParsed' | 'transactionEvents'> = {
  messageParsed: async ({ id }, { database, bodies }) =>
    (await bodies.parsedMessages(database, [id]))[0] ?? null,
  transactionParsed: async ({ id }, { database, bodies }) => {
    const tx = (await getTransaction(database.db, id))?.details;
    if (!tx) return null;
    const inHash = tx.inMessage?.messageHash;
    const outHashes = tx.outMessages.map((m) => m.messageHash);
    const parsed = await bodies.parsedMessages(database, inHash ? [inHash, ...outHashes] : outHashes);
    return {
      hash: id,
      inMessage: inHash ? (parsed.find((m) => m.messageHash === inHash) ?? null) : null,
      outMessages: parsed.filter((m) => m.messageHash !== inHash),
    };
  },
  transactionEvents: async ({ id }, { database, bodies }) => bodies.events(database, id),
};
