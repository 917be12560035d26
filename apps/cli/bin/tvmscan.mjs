#!/usr/bin/env node
// Entry of the `tvmscan` command. The workspaces ship TypeScript sources (no build step), so the
// command registers tsx's loader before importing them.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
