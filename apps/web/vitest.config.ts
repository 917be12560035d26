import { defineProject } from 'vitest/config';
import { everWalletModule } from './ever-wallet-module.ts';

export default defineProject({
  plugins: [everWalletModule()],
  test: { name: 'web', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
