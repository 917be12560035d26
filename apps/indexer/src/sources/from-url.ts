// A block source named by a URL, as `tvmscan index --source` takes it: `file:///dir` (a folder of block
// files), `archive:///path` (Tycho block archives, a folder of them or one file) and
// `graphql+http(s)://host/path` (the GraphQL of Everscale and Venom nodes, with TVMSCAN_GRAPHQL_PROJECT_ID
// and TVMSCAN_GRAPHQL_SECRET when the service wants them) and `jrpc+http(s)://host/path` (Tycho's
// JSON-RPC). tonapi:// (tycho-tonapi's gRPC) is refused by name until it is built, and an archive base
// over http(s) with it.
import { fileURLToPath } from 'node:url';
import { archiveSource } from './archive';
import { filesSource } from './files';
import { graphqlSource } from './graphql';
import { jrpcSource } from './jrpc';
import type { BlockSource } from './types';

export interface SourceUrlOptions {
  states?: readonly Uint8Array[];
  followIntervalMs?: number;
  /** Blocks a source refuses (an archive entry whose root hash is not its header's). */
  onRefused?: (message: string) => void;
  /** Where TVMSCAN_GRAPHQL_PROJECT_ID and TVMSCAN_GRAPHQL_SECRET are read (default process.env). */
  env?: Record<string, string | undefined>;
}

const NOT_YET = ['tonapi:', 'tonapis:'];
/** The sources there are, as a refusal names them. */
const BUILT = 'file:///dir, archive:///dir, graphql+https://host/graphql or jrpc+https://host/rpc';

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
  if (url.protocol === 'jrpc+http:' || url.protocol === 'jrpc+https:') {
    if (opts.states?.length) throw new Error(`${text}: a JSON-RPC source takes no starting states`);
    return jrpcSource(text, { followIntervalMs: opts.followIntervalMs, onRefused: opts.onRefused });
  }
  if (NOT_YET.includes(url.protocol))
    throw new Error(`${url.protocol.slice(0, -1)} sources are not built yet: use ${BUILT}`);
  throw new Error(`${text}: unknown source scheme ${url.protocol} (${BUILT})`);
}
