// One explorer stack for every page suite of a run (vitest globalSetup): starting `tvmscan dev` takes
// tens of seconds, so suites that only read share it through `inject('stackUrl')`. Suites that stop or
// restart the explorer (the walking skeleton) start their own with startStack().
import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    /** The shared explorer's data directory (the local admin's password file is there). */
    stackDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A page sweep makes more requests a minute than one visitor, so rate limits are off here.
  const stack = await startStack({ env: { TVMSCAN_RATE_LIMIT: '0' } });
  project.provide('stackUrl', stack.baseUrl);
  project.provide('stackDataDir', stack.dataDir);
  return async () => {
    const { code } = await stack.stop();
    stack.dispose();
    if (code !== 0)
      throw new Error(`the shared explorer exited with ${code}:\n${stack.output().slice(-4000)}`);
  };
}
