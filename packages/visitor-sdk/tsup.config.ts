import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', centerplan: 'src/centerplan/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    platform: 'neutral',
    target: 'es2020',
    clean: true,
    treeshake: true,
  },
  {
    // the script the platform's embeddable plan page loads (window.CenterPlan)
    entry: { centerplan: 'src/centerplan/index.ts' },
    format: ['iife'],
    globalName: 'CenterPlan',
    platform: 'browser',
    target: 'es2020',
    minify: true,
  },
]);
