// The `tvmscan` command: one entry for every way of running the explorer.
import { parseArgs } from 'node:util';

interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

const commands: Record<string, Command> = {
  dev: {
    summary:
      'run the whole explorer in one process: local network (or a followed source), indexer, embedded database, API and web',
    usage: `tvmscan dev [options]

Options:
  --port <n>            HTTP port (env PORT, default 3000)
  --host <addr>         interface to listen on (env HOST, default localhost)
  --data-dir <path>     where the chain and the database live (env TVMSCAN_DATA_DIR, default ./data)
  --database-url <url>  use PostgreSQL instead of the embedded database (env DATABASE_URL)
  --fresh               delete the data directory first and start a new chain
  --flavor <name>       local network flavor: everscale | tycho
  --block-interval <ms> time between blocks (env TVMSCAN_BLOCK_INTERVAL, default 1000)
  --tps <n>             demo traffic: signed messages per second, each causing one to several
                        transactions (default 5)
  --source <url>        follow these blocks instead of starting the local network: file:///dir (a
                        folder of block files), archive:///dir (Tycho block archives) or
                        graphql+http(s)://host/path (a node's GraphQL), as for tvmscan index; new
                        blocks are picked up as they land
  --states <dir>        with --source: the zerostates or persistent states its chains start from

Progress goes to the terminal; the full log (requests, every indexed batch, server errors) to
<data-dir>/logs/tvmscan.log, at TVMSCAN_LOG_LEVEL (default info).`,
    run: async (args) => (await import('./commands/dev')).runDev(args),
  },
  serve: {
    summary: 'serve the API and web app over an existing database (production)',
    usage: `tvmscan serve [--port <n>] [--host <addr>] [--database-url <url> | --data-dir <path>]

Logs JSON lines to stdout (every request with its reqId, server errors with their stack; credentials
redacted) at TVMSCAN_LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent.`,
    run: async (args) => (await import('./commands/serve')).runServe(args),
  },
  index: {
    summary:
      'index block files or Tycho block archives (with the states their chains start from) into the database',
    usage: `tvmscan index (--source <url> | --blocks <dir>) [--states <dir>] [--follow] [--database-url <url> | --data-dir <path>]

Replays every masterchain block with the shard blocks it commits, in seqno order, from the database's
checkpoint on.

Options:
  --source <url>        where the blocks come from:
                          file:///dir     a folder of block files, raw or base64 BOCs; other files are
                                          skipped, and BOCs that are not blocks are recorded as failed
                          archive:///dir  Tycho block archives (zstd), a folder of them read in the order
                                          of the numbers in their names, or one archive file; a block
                                          whose root hash is not its entry's is refused and logged
                          graphql+https://host/path
                                          the GraphQL of an Everscale or Venom node or Evercloud
                                          (env TVMSCAN_GRAPHQL_PROJECT_ID, TVMSCAN_GRAPHQL_SECRET); a
                                          block whose BOC is not the hash given is refused and logged;
                                          no --states
                          jrpc+https://host/path
                                          Tycho's JSON-RPC, of a full node with allow_huge_requests
                                          (getBlockData, getTransactionBlockId); a block whose BOC is
                                          not its id's is refused and logged; no --states
  --blocks <dir>        the same as --source file:///<dir>
  --states <dir>        zerostates or persistent shard states the chains start from: blocks that follow
                        one get their accounts' balances, code and data
  --follow              keep watching for new blocks until Ctrl-C
  --data-dir <path>     the embedded database in <path>/db (env TVMSCAN_DATA_DIR, default ./data)
  --database-url <url>  PostgreSQL instead (env DATABASE_URL)

Logs JSON lines to stdout at TVMSCAN_LOG_LEVEL (default info).`,
    run: async (args) => (await import('./commands/index-blocks')).runIndex(args),
  },
  migrate: {
    summary: 'apply (up) or revert (down) database migrations',
    usage: `tvmscan migrate [up|down] [--database-url <url> | --data-dir <path>]`,
    run: async (args) => (await import('./commands/migrate')).runMigrate(args),
  },
  verify: {
    summary: 'run the verification service alone, or import prebuilt contracts as attested verifications',
    usage: `tvmscan verify serve [--port <n>] [--host <addr>] [--database-url <url> | --data-dir <path>]
tvmscan verify attest <dir> --compiler <version> [--linker <version>] [--license <id>]
                      [--project-link <https url>] [--database-url <url> | --data-dir <path>]

serve: the verification service under /api/verify on a server of its own (\`dev\` and \`serve\` already
include it), over a database \`tvmscan migrate up\` or the indexer has prepared, logging JSON lines to
stdout; POST /api/verify/attest takes the keys of TVMSCAN_API_KEYS.

attest: records every <Name>.tvc that has a <Name>.abi.json beside it (in <dir> or <dir>/build) as
verified by attestation, with every .sol, .tsol, .fc, .func and .tolk file under <dir> as its sources.
The code hash is computed from the TVC; a compile of the same hash through the verification service
replaces the attestation.`,
    run: async (args) => (await import('./commands/verify')).runVerify(args),
  },
  admin: {
    summary: 'create a verified account on the embedded OpenID provider for an operator',
    usage: `tvmscan admin create --email <address> [--database-url <url> | --data-dir <path>]

Creates a verified account with a generated password, written to a file under
<data-dir>/admin-passwords (readable by its owner only); prints the file's path, not the password.
The account has admin rights once its email is listed in TVMSCAN_ADMINS.`,
    run: async (args) => (await import('./commands/admin')).runAdmin(args),
  },
  decode: {
    summary: 'decode a BOC and print it as JSON',
    usage: `tvmscan decode <block|transaction|message|account|config|state> <file|->

Accepts raw binary, base64 or hex input; prints every field, u64 and larger as decimal strings,
hashes as lowercase hex and addresses raw.`,
    run: async (args) =>
      (await import('./commands/decode')).runDecode(args, {
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
      }),
  },
};

function overview(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `tvmscan — explorer for TVM-family blockchains (Everscale, Venom, Tycho)

Usage: tvmscan <command> [options]

Commands:
${lines.join('\n')}

Run \`tvmscan <command> --help\` for a command's options.`;
}

export async function main(argv: string[]): Promise<number> {
  const { positionals } = parseArgs({ args: argv, strict: false, allowPositionals: true });
  const name = positionals[0];
  if (!name || name === 'help' || (argv[0]?.startsWith('-') && /^(-h|--help)$/.test(argv[0]))) {
    console.log(overview());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`tvmscan: unknown command "${name}"\n\n${overview()}`);
    return 2;
  }
  const rest = argv.slice(argv.indexOf(name) + 1);
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  return command.run(rest);
}
