import { preset } from '@center-platform/vitest-config';
import { defineConfig } from 'vitest/config';

// `@center-platform/core/shared` resolves to core's src through the preset's `source` condition
export default defineConfig(preset);
