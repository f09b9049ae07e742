// `pnpm test:scale-out`: two API processes and two workers on one PostgreSQL and Redis, broken on purpose
// (issue 21). Apart from `pnpm test`: it needs DATABASE_URL and REDIS_URL and runs for minutes.
import { preset } from '@center-platform/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...preset,
  test: { ...preset.test, include: ['apps/worker/scale-out/**/*.test.ts'], testTimeout: 300_000 },
});
