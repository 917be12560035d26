// Picks the executor of a flavor and gives it the config in force.
import type { NetworkConfig } from '../genesis/config';
import { createEverscaleExecutor } from './everscale';
import { createTychoExecutor } from './tycho';
import type { Executor } from './types';

export type Flavor = 'everscale' | 'tycho';

export async function createExecutor(
  flavor: Flavor,
  config: NetworkConfig,
  globalId: number,
): Promise<Executor> {
  const tycho = await createTychoExecutor(config);
  if (flavor === 'tycho') return tycho;
  return createEverscaleExecutor({ config, globalId, tickTock: tycho });
}

export type { ExecuteOutcome, ExecuteRequest, Executor, TickTockRequest } from './types';
