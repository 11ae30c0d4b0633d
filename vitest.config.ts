import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_PATH } from './test/browser/chromium.js';

export default defineConfig({
  // One copy of graphql: vite would pick its ESM build for our sources while Yoga and Pothos,
  // loaded by Node, get the CommonJS one, and graphql refuses to mix the two.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    // Without Chromium the browser tests cannot run: they are left out, the global setup says
    // so, and .ci/run fails when none of them passed.
    exclude: existsSync(CHROMIUM_PATH) ? [] : ['test/browser/**'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
