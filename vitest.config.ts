import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // Everything that runs in plain Node: the engine, protocol, bots and records, and also the
          // room's logic (sql.js, in-memory sockets), the client's layout rules and the catalogs.
          name: 'node',
          environment: 'node',
          // Whole-game bot and room tests are CPU-bound: on 2 shared cores under load they outgrow
          // vitest's 5 s default without anything being wrong (this is a limit, not a measurement).
          testTimeout: 60_000,
          include: [
            'test/engine/**/*.test.ts',
            'test/protocol/**/*.test.ts',
            'test/bots/**/*.test.ts',
            // Game records: replays and summaries (shared/record).
            'test/record/**/*.test.ts',
            // The room's logic in plain Node (sql.js, in-memory sockets) and its import boundaries.
            'test/room/**/*.test.ts',
            // The local table (web/local) against the room, in plain Node.
            'test/local/**/*.test.ts',
            // Quick match's pure parts (queue keys, placement).
            'test/match/**/*.test.ts',
            // The client's layout rules (which folder may import which).
            'test/web/**/*.test.ts',
            // Every language's catalog, and how a visitor's language is chosen.
            'test/i18n/**/*.test.ts',
            // wrangler.toml as wrangler reads it (production and staging), and CI's browser rule.
            'test/config/**/*.test.ts',
            // The page-load bench's arithmetic (bench/page-load).
            'test/bench/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            // Computer moves are due at once in tests (the alarm is fired by runDurableObjectAlarm).
            // The open tables are read fresh (test/worker/tables-cache.test.ts turns the edge cache on).
            miniflare: { bindings: { BOT_DELAY_MS: '0', EDGE_CACHE_MS: '0' } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts'],
        },
      },
      {
        test: {
          // Real Chromium against `wrangler dev` (test/e2e/server.ts); one file at a time.
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/engine/**/*.ts'],
      reporter: ['text', 'json-summary'],
      // The rules engine keeps full coverage: every branch is a rule or an edge case with a test.
      thresholds: { 'shared/engine/**/*.ts': { statements: 100, branches: 100, functions: 100, lines: 100 } },
    },
  },
});
