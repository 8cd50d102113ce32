import { defineConfig, mergeConfig } from 'vitest/config';
import node from '@luggage/vitest-config/node';

// Each integration file opens its own PGlite (~2 s, ~700 MB): at most two at a time on this machine.
export default mergeConfig(node, defineConfig({ test: { maxWorkers: 2 } }));
