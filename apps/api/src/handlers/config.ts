// The web app's configuration (GET /api/config): what this deployment was started with.
import type { configRoutes } from '@tvmscan/api-schema';
import type { Handlers } from '../handler-types';

export const configHandlers: Pick<Handlers, keyof typeof configRoutes> = {
  config: async (_b, { config }) => config.web,
};
