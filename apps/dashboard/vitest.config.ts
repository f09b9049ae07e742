import { preset } from '@center-platform/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';
import { coreSharedAlias } from './vite.config';

export default defineConfig(mergeConfig(preset, { resolve: { alias: coreSharedAlias } }));
