// `pnpm --filter @center-platform/stand-ins test` alone; the root `pnpm test` runs these files with the rest.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['test/*.test.mjs'], testTimeout: 30_000, hookTimeout: 30_000 } });
