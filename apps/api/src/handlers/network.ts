// Network handlers: config snapshots, validators and elections, shard layout, counts, raw BOCs,
// message chains, account states, total supply and time — each one read function of @tvmscan/db.
import type { AccountStateDetails, AccountStateEntry, networkRoutes } from '@tvmscan/api-schema';
import { loadAccount, loadTransaction, readBoc, writeBoc } from '@tvmscan/codec';
import {
  type AccountHistoryRow,
  accountState,
  blockMessageCount,
  countAccounts,
  countBlocks,
  countMessages,
  countTransactions,
  EMPTY_PAGE,
  electionsConfigOf,
  getAccountStateBoc,
  getElectionsState,
  getElectorElection,
  getKeyBlockConfig,
  getMessageBoc,
  getMessageOccurrences,
  getMessageTree,
  getShardLayout,
  getTotalSupply,
  getTransactionBoc,
  getValidatorSet,
  latestSnapshot,
  listAccountStates,
  listElectionMembers,
  listValidators,
  paramValues,
  stakeParamsOf,
  transactionsByMessages,
  validatorCountOf,
} from '@tvmscan/db';
import type { Handlers } from '../handler-types';
import { exportHandlers } from './export';
import { parsedHandlers } from './parsed';

type NetworkHandlers = Pick<Handlers, keyof typeof networkRoutes>;

const TOP_VALIDATORS = 10;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Storage statistics, code and data of a stored Account BOC (null parts when it is not active). */
function accountStateDetails(address: string, boc: Buffer | null): AccountStateDetails {
  const account = boc ? loadAccount(readBoc(boc)[0]) : null;
  const init = account?.storage.state.kind === 'active' ? account.storage.state.stateInit : null;
  const stat = account?.storageStat;
  return {
    address,
    storageStat: stat
      ? {
          lastPaid: stat.lastPaid,
          duePayment: stat.duePayment === null ? null : String(stat.duePayment),
          used: {
            bits: String(stat.used.bits),
            cells: String(stat.used.cells),
            publicCells: String(stat.used.publicCells),
          },
        }
      : null,
    codeBoc: init?.code ? Buffer.from(writeBoc(init.code)).toString('base64') : null,
    dataBoc: init?.data ? Buffer.from(writeBoc(init.data)).toString('base64') : null,
    boc: boc ? boc.toString('base64') : null,
  };
}

/** Status and state hash after a transaction are in its BOC; the balance comes from the index. */
function accountStateEntry(r: AccountHistoryRow): AccountStateEntry {
  const tx = loadTransaction(readBoc(r.boc)[0]);
  return {
    lt: r.lt,
    transactionHash: r.hash.toString('hex'),
    time: Number(r.now),
    balance: r.balance,
    status: accountState(r.destroyed ? 'deleted' : tx.endStatus),
    stateHash: tx.stateUpdate.newHash,
  };
}

export const networkHandlers: NetworkHandlers = {
  electionsConfig: async (_b, { database }) => {
    const snap = await latestSnapshot(database.db);
    if (!snap) return null;
    const p = await paramValues(database.db, snap.mc_seqno, [15, 16, 17]);
    const timings = electionsConfigOf(p);
    if (!timings) return null;
    return {
      ...timings,
      validatorCount: validatorCountOf(p),
      stakeParams: stakeParamsOf(p),
      mcSeqno: Number(snap.mc_seqno),
    };
  },
  electionsState: async (_b, { database }) => getElectionsState(database.db, nowSeconds()),
  electionsBonuses: async (_b, { database }) => {
    const current = await getValidatorSet(database.db, 'current');
    if (!current) return null;
    return {
      electionId: current.set.utimeSince,
      totalStake: current.set.totalStake,
      totalBonuses: current.set.totalBonuses,
      totalWeight: current.set.totalWeight,
      validators: current.set.total,
    };
  },
  currentValidatorsTop: async (_b, { database }) => {
    const { set, page } = await listValidators(database.db, 'current', { limit: TOP_VALIDATORS });
    return { set, validators: page.items };
  },
  electionParticipants: async ({ electionId, cursor, limit }, { database, cursors }) => {
    const election = await getElectorElection(database.db, electionId);
    if (!election) {
      // Before the elector held any: no election, which is no error; a named one is unknown.
      if (electionId !== undefined) return null;
      return {
        election,
        participants: [],
        ...cursors.of('election-participants').around(EMPTY_PAGE, undefined),
      };
    }
    const c = cursors.of(`election-participants:${election.electionId}`);
    const page = await listElectionMembers(database.db, election.electionId, c.decode(cursor, limit));
    return { election, participants: page.items, ...c.around(page, cursor) };
  },
  validatorsList: async ({ set, cursor, limit }, { database, cursors }) => {
    const c = cursors.of(`validators:${set}`);
    const r = await listValidators(database.db, set, c.decode(cursor, limit));
    return { set: r.set, validators: r.page.items, ...c.around(r.page, cursor) };
  },
  keyBlockConfig: async ({ mcSeqno }, { database }) => {
    const data = await getKeyBlockConfig(database.db, mcSeqno);
    return data ? { data } : null;
  },
  shardLayout: async (_b, { database }) => getShardLayout(database.db),

  blocksCount: async (f, { database }) => countBlocks(database.db, f),
  transactionsCount: async (f, { database }) => countTransactions(database.db, f),
  messagesCount: async (f, { database }) => countMessages(database.db, f),
  accountsCount: async (f, { database }) => countAccounts(database.db, f),
  blockMessageCount: async ({ id }, { database }) => blockMessageCount(database.db, id),

  accountState: async ({ id }, { database }) => {
    const stored = await getAccountStateBoc(database.db, id);
    return stored ? accountStateDetails(id, stored.boc) : null;
  },
  accountStates: async ({ id, cursor, limit }, { database, cursors }) => {
    const c = cursors.of(`account-states:${id}`);
    const page = await listAccountStates(database.db, id, c.decode(cursor, limit));
    return { states: page.items.map(accountStateEntry), ...c.around(page, cursor) };
  },
  transactionRaw: async ({ id }, { database }) => getTransactionBoc(database.db, id),
  messageRaw: async ({ id }, { database }) => getMessageBoc(database.db, id),
  messageTree: async ({ id }, { database }) => getMessageTree(database.db, id),
  messageOccurrences: async ({ id }, { database }) => getMessageOccurrences(database.db, id),
  transactionsByMessages: async ({ messageHashes, limit }, { database }) => ({
    transactions: await transactionsByMessages(database.db, messageHashes, limit),
  }),
  totalSupply: async (_b, { database }) => getTotalSupply(database.db),
  time: async () => {
    const nowMs = Date.now();
    return { now: Math.floor(nowMs / 1000), nowMs };
  },
  ...parsedHandlers,
  ...exportHandlers,
};
