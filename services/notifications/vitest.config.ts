import { defineConfig } from 'vitest/config';
import { serviceTests } from '@agency/testing/vitest-preset';

export default defineConfig({ test: serviceTests });
