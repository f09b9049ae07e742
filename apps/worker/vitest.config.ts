import { preset } from '@center-platform/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(preset);
