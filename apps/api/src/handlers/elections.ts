// Elections (/api/explorer/elections/…): the config's election parameters, the coming election's status,
// the current set's stake and bonuses, and an election's participants, each one read of @tvmscan/db.
import type { electionRoutes } from '@tvmscan/api-schema';
import {
  EMPTY_PAGE,
  getElectionsBonuses,
  getElectionsConfig,
  getElectionsState,
  getElectorElection,
  listElectionMembers,
} from '@tvmscan/db';
import type { Handlers } from '../handler-types';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const electionHandlers: Pick<Handlers, keyof typeof electionRoutes> = {
  electionsConfig: async (_b, { database }) => getElectionsConfig(database.db),
  electionsState: async (_b, { database }) => getElectionsState(database.db, nowSeconds()),
  electionsBonuses: async (_b, { database }) => getElectionsBonuses(database.db),
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
};
