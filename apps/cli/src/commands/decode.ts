// `tvmscan decode <kind> <file|->`: one BOC in (raw bytes, base64 or hex), its decoded structure out as
// JSON — every field, u64 and larger as decimal strings, hashes as lowercase hex, addresses raw.
// Malformed input ends with the codec's error message and a non-zero exit code, never a stack trace.
import { readFile } from 'node:fs/promises';
import {
  type Block,
  type Cell,
  CodecError,
  decodeBlock,
  decodeConfigParams,
  decodeShardState,
  type Flavor,
  fromHex,
  loadAccount,
  loadConfigParams,
  loadDict,
  loadMessage,
  loadTransaction,
  singleRoot,
  toHex,
} from '@tvmscan/codec';

export interface DecodeIo {
  stdin: AsyncIterable<Uint8Array | string>;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

const KINDS = ['block', 'transaction', 'message', 'account', 'config', 'state'] as const;
type Kind = (typeof KINDS)[number];

const USAGE = `Usage: tvmscan decode <${KINDS.join('|')}> <file|->\n`;

// First bytes of the three BOC serializations (generic, indexed, indexed with CRC32C).
const BOC_MAGICS = [
  [0xb5, 0xee, 0x9c, 0x72],
  [0x68, 0xff, 0x65, 0xf3],
  [0xac, 0xc3, 0xa7, 0x28],
];
const HEX = /^(0x)?[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The BOC bytes of an input given as raw binary, hex text or base64 (standard or url-safe) text. */
export function bocBytes(input: Uint8Array): Uint8Array {
  if (BOC_MAGICS.some((m) => m.every((b, i) => input[i] === b))) return input;
  const text = new TextDecoder().decode(input).replace(/\s+/g, '');
  if (text.length === 0) throw new CodecError('badInput', 'empty input');
  if (HEX.test(text) && text.length % 2 === 0) return fromHex(text);
  if (BASE64.test(text)) return new Uint8Array(Buffer.from(text, 'base64'));
  throw new CodecError('badInput', 'input is neither a binary BOC nor hex nor base64 text');
}

async function readInput(source: string, io: DecodeIo): Promise<Uint8Array> {
  if (source !== '-') return new Uint8Array(await readFile(source));
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

// Maps keyed by 256-bit ids print their keys as hex; the block's other dictionaries are turned into
// arrays with named keys before this generic pass, so no key is ever printed ambiguously.
function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return toHex(value);
  if (isCell(value)) return value.hashHex();
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value)
      out[typeof k === 'bigint' ? k.toString(16).padStart(64, '0') : String(k)] = toJson(v);
    return out;
  }
  if (Array.isArray(value)) return value.map(toJson);
  const rec = value as Record<string, unknown>;
  // ShardIdent: the `wc:prefix` text explorers show.
  if (typeof rec.workchain === 'number' && typeof rec.prefix === 'bigint')
    return shardText(rec.workchain, rec.prefix);
  if (
    (rec.kind === 'std' || rec.kind === 'var') &&
    typeof rec.workchain === 'number' &&
    typeof rec.address === 'string'
  ) {
    return rec.anycast
      ? { address: `${rec.workchain}:${rec.address}`, anycast: rec.anycast }
      : `${rec.workchain}:${rec.address}`;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) out[k] = toJson(v);
  return out;
}

function isCell(v: object): v is Cell {
  return typeof (v as Cell).hashHex === 'function' && 'refs' in v;
}

const shardText = (workchain: number, prefix: bigint) =>
  `${workchain}:${prefix.toString(16).padStart(16, '0')}`;

function blockJson(block: Block, flavor: Flavor): unknown {
  const { extra } = block;
  const wc = block.info.shard.workchain;
  return toJson({
    ...block,
    stateUpdate: { ...block.stateUpdate, cell: undefined },
    extra: {
      ...extra,
      inMsgDescr: [...extra.inMsgDescr.entries].map(([k, e]) => ({
        msgHash: hex256(k),
        importFees: e.extra,
        inMsg: e.value,
      })),
      outMsgDescr: [...extra.outMsgDescr.entries].map(([k, e]) => ({
        msgHash: hex256(k),
        exported: e.extra,
        outMsg: e.value,
      })),
      accountBlocks: [...extra.accountBlocks.entries].map(([, { value: ab, extra: fees }]) => ({
        account: `${wc}:${ab.accountAddr}`,
        fees,
        stateUpdate: ab.stateUpdate,
        transactions: [...ab.transactions].map(([lt, t]) => ({
          lt,
          hash: t.value.hashHex(),
          totalFees: t.extra,
        })),
      })),
      custom: extra.custom && {
        ...extra.custom,
        shardHashes: extra.custom.shardHashes.map(({ shard, descr }) => ({
          shard: shardText(shard.workchain, shard.prefix),
          ...descr,
        })),
        shardFees: [...extra.custom.shardFees.entries].map(([k, e]) => ({
          shard: shardText(Number(BigInt.asIntN(32, k >> 64n)), k & 0xffffffffffffffffn),
          ...e.value,
        })),
        config:
          extra.custom.config &&
          configJson(extra.custom.config.configAddr, extra.custom.config.params, flavor),
      },
    },
  });
}

const hex256 = (k: bigint) => k.toString(16).padStart(64, '0');

// A bare config BOC carries no flavor: it reads in the Everscale layouts (Tycho's 28/29 then stay raw).
function configJson(
  configAddr: string | null,
  params: Map<number, Cell>,
  flavor: Flavor = 'everscale',
): unknown {
  const decoded = decodeConfigParams({ configAddr: configAddr ?? '', params }, flavor);
  return {
    configAddr,
    params: Object.fromEntries(
      decoded.map((p) => [
        `p${p.index}`,
        p.kind === 'decoded'
          ? { cellHash: p.cell.hashHex(), value: p.value }
          : { cellHash: p.cell.hashHex(), raw: true, reason: p.reason },
      ]),
    ),
  };
}

// A config BOC is either ConfigParams (config address + ^dictionary) or the bare dictionary root.
function decodeConfig(root: Cell): unknown {
  if (root.bitLength === 256 && root.refs.length === 1) {
    const config = loadConfigParams(root.beginParse());
    return configJson(config.configAddr, config.params);
  }
  const params = new Map<number, Cell>();
  for (const [k, cell] of loadDict(root, 32, (s) => s.loadRef()))
    params.set(Number(BigInt.asIntN(32, k)), cell);
  return configJson(null, params);
}

function decode(kind: Kind, boc: Uint8Array): unknown {
  if (kind === 'block') {
    const d = decodeBlock(boc);
    return {
      kind,
      flavor: d.flavor,
      rootHash: d.rootHash,
      fileHash: d.fileHash,
      block: blockJson(d.block, d.flavor),
    };
  }
  const root = singleRoot(boc, kind);
  const head = { kind, rootHash: root.hashHex() };
  switch (kind) {
    case 'transaction':
      return { ...head, transaction: toJson(loadTransaction(root)) };
    case 'message':
      return { ...head, message: toJson(loadMessage(root)) };
    case 'account':
      // account_none decodes to null: the address has no account.
      return { ...head, account: toJson(loadAccount(root)) };
    case 'config':
      return { ...head, config: toJson(decodeConfig(root)) };
    case 'state': {
      const d = decodeShardState(boc);
      const { custom } = d.state;
      return {
        kind,
        flavor: d.flavor,
        rootHash: d.rootHash,
        state: toJson({
          ...d.state,
          accounts: [...d.state.accounts.entries].map(([k, e]) => ({
            address: `${d.state.shardId.workchain}:${hex256(k)}`,
            ...e.extra,
            ...e.value,
          })),
          custom: custom && {
            ...custom,
            shardHashes: custom.shardHashes.map(({ shard, descr }) => ({
              shard: shardText(shard.workchain, shard.prefix),
              ...descr,
            })),
            config: configJson(custom.config.configAddr, custom.config.params, d.flavor),
          },
        }),
      };
    }
  }
}

export async function runDecode(args: string[], io: DecodeIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(USAGE);
    return 0;
  }
  const [kind, source, ...rest] = args;
  if (!KINDS.includes(kind as Kind) || !source || rest.length > 0) {
    io.stderr.write(USAGE);
    return 2;
  }
  try {
    const boc = bocBytes(await readInput(source, io));
    io.stdout.write(`${JSON.stringify(decode(kind as Kind, boc), null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof CodecError) {
      io.stderr.write(`tvmscan decode: ${e.message}\n`);
      return 1;
    }
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'EACCES') {
      io.stderr.write(`tvmscan decode: cannot read ${source}: ${err.code}\n`);
      return 1;
    }
    throw e;
  }
}
