// Serves the local network's TIP-4.2.2 documents at GET /localnet/metadata/* on the explorer's port:
// the URL collection of the token scenario names them there, and the indexer's metadata fetcher reads
// them (`localhost` is allow-listed for it under `tvmscan dev` only). Documents are generated from the
// scenario's catalogue; any other path is a 404.
import type { buildApi } from '@tvmscan/api';
import { urlMetadataDocument } from '@tvmscan/localnet';

type App = Awaited<ReturnType<typeof buildApi>>;

export const METADATA_PATH = '/localnet/metadata/';

/** The base URL the local network's URL collection gives for a server on `port`. */
export const metadataBaseUrl = (port: number) => `http://localhost:${port}${METADATA_PATH}`;

export function mountMetadata(app: App): void {
  app.get(`${METADATA_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const document = urlMetadataDocument(path);
    if (!document) return reply.code(404).send({ code: 'NOT_FOUND', message: `no document ${path}` });
    return reply.header('cache-control', 'no-cache').send(document);
  });
}
