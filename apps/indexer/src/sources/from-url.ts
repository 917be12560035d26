// A block source named by a URL, as `tvmscan index --source` takes it: `file:///dir` (a folder of block
// files), `archive:///path` (Tycho block archives, a folder of them or one file) and
// `graphql+http(s)://host/path` (the GraphQL of Everscale and Venom nodes, with TVMSCAN_GRAPHQL_PROJECT_ID
// and TVMSCAN_GRAPHQL_SECRET when the service wants them). The other network protocols of the feeds
// issue (tonapi://, jrpc+http(s)://) are refused by name until they are built, and an archive base over
// http(s) with them.
import { fileURLToPath } from 'node:url';
import { archiveSource } from './archive';
import { filesSource } from './files';
import { graphqlSource } from './graphql';
import type { BlockSource } from './types';

export interface SourceUrlOptions {
  states?: readonly Uint8Array[];
  followIntervalMs?: number;
  /** Blocks a source refuses (an archive entry whose root hash is not its header's). */
  onRefused?: (message: string) => void;
  /** Where TVMSCAN_GRAPHQL_PROJECT_ID and TVMSCAN_GRAPHQL_SECRET are read (default process.env). */
  env?: Record<string, string | undefined>;
}

const NOT_YET = ['tonapi:', 'tonapis:', 'jrpc+http:', 'jrpc+https:'];
/** The sources there are, as a refusal names them. */
const BUILT = 'file:///dir, archive:///dir or graphql+https://host/graphql';

/** The local path of a file: or archive: URL; throws when the URL names another host. */
function localPath(url: URL, text: string): string {
  if (url.host !== '')
    throw new Error(`${text}: only local paths are read (${url.protocol}///path), not a host`);
  return fileURLToPath(new URL(`file://${url.pathname}`));
}

/** The source a URL names, or an Error saying why there is none. */
export function sourceFromUrl(text: string, opts: SourceUrlOptions = {}): BlockSource {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${text} is not a URL (file:///dir or archive:///dir)`);
  }
  if (url.protocol === 'file:') return filesSource(localPath(url, text), opts);
  if (url.protocol === 'archive:') return archiveSource(localPath(url, text), opts);
  if (url.protocol === 'graphql+http:' || url.protocol === 'graphql+https:') {
    // The blocks come from after the checkpoint only, so there is no chain of states to follow.
    if (opts.states?.length) throw new Error(`${text}: a GraphQL source takes no starting states`);
    const env = opts.env ?? process.env;
    return graphqlSource(text, {
      followIntervalMs: opts.followIntervalMs,
      onRefused: opts.onRefused,
      projectId: env.TVMSCAN_GRAPHQL_PROJECT_ID || undefined,
      secret: env.TVMSCAN_GRAPHQL_SECRET || undefined,
    });
  }
  if (NOT_YET.includes(url.protocol))
    throw new Error(`${url.protocol.slice(0, -1)} sources are not built yet: use ${BUILT}`);
  throw new Error(`${text}: unknown source scheme ${url.protocol} (${BUILT})`);
}
