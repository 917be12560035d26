// The decode worker thread: takes source batches in order, runs prepareBatch on each and posts the
// result back in the same order. It keeps the one piece of chain context decoding needs across
// batches (the elector's address, learned from key blocks), so it must see every batch, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareBatch } from '../decode/batch';
import type { DecodeRequest, DecodeResponse, DecoderSetup } from './decoder';

const setup = workerData as DecoderSetup;
let electorAddress = setup.electorAddress;

parentPort!.on('message', ({ id, batch }: DecodeRequest) => {
  let response: DecodeResponse;
  try {
    const prepared = prepareBatch(batch, { keepBlockBoc: setup.keepBlockBoc, electorAddress });
    electorAddress = prepared.electorAddress;
    response = { id, prepared };
  } catch (error) {
    // A bug, not bad chain data (prepareBatch turns decode errors into failure records).
    response = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(response);
});
