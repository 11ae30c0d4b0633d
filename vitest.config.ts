import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One copy of graphql: vite would pick its ESM build for our sources while Yoga and Pothos,
  // loaded by Node, get the CommonJS one, and graphql refuses to mix the two.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
