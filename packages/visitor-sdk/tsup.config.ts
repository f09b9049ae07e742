import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// ESM + CJS + .d.ts of the four entries (platform neutral: no Node built-ins, the SDK has no runtime
// dependencies), and the IIFE of the center plan renderer that the platform's embed page serves
// (dist/centerplan.global.js, global `CenterPlan`). The center plan is built once its entry exists.
// The types of the IIFE are written by hand (types/centerplan.global.d.ts, copied beside it).
// `pnpm test` builds with SKIP_DECLARATIONS=1: no test reads the .d.ts, and they are 4 of the 5 s of this build.
const hasCenterplan = existsSync('src/centerplan/index.ts');
if (!hasCenterplan) console.warn('src/centerplan/index.ts is missing: ./centerplan and the IIFE are not built');

// cleaned once here, not per build below: the two builds run side by side
rmSync('dist', { recursive: true, force: true });

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      react: 'src/react/index.ts',
      kiosk: 'src/kiosk/index.ts',
      ...(hasCenterplan ? { centerplan: 'src/centerplan/index.ts' } : {}),
    },
    format: ['esm', 'cjs'],
    dts: !process.env.SKIP_DECLARATIONS,
    // each ES module stands alone (a page may serve dist/index.js by itself); ./kiosk repeats the few helpers it shares
    splitting: false,
    platform: 'neutral',
    target: 'es2020',
    treeshake: true,
    external: ['react', '@tanstack/react-query'],
    // the open-now rule is core's (its browser-safe entry), bundled from source
    noExternal: ['@center-platform/core'],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
  // what only Node has: the file store of a kiosk
  {
    entry: { node: 'src/node/index.ts' },
    format: ['esm', 'cjs'],
    dts: !process.env.SKIP_DECLARATIONS && { compilerOptions: { types: ['node'] } },
    platform: 'node',
    target: 'node18',
  },
  ...(hasCenterplan
    ? [
        {
          entry: { centerplan: 'src/centerplan/index.ts' },
          format: ['iife' as const],
          globalName: 'CenterPlan',
          platform: 'browser' as const,
          target: 'es2020',
          minify: true,
          onSuccess: async () => copyFileSync('types/centerplan.global.d.ts', 'dist/centerplan.global.d.ts'),
        },
      ]
    : []),
]);
