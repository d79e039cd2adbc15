import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { loadHints } from './vite/load-hints.ts';

/**
 * The modules every page needs, or that the room pages and the home page share: one chunk with
 * the entry (gzip compresses one bigger file better than several small ones). Screens stay lazy
 * chunks of their own (web/app/screens.ts), and so is each language's catalog (shared/i18n/lang,
 * rules, errors: a page loads only its player's language), and quick match with the open tables
 * (their socket, schemas and words: web/screens/home/match); bench/bundle.ts checks what each page
 * loads first. Left out of it too: what only the replay needs — the rules engine's moves (the
 * table uses only its queries), game records and their HTTP calls — so it comes with the replay;
 * and what only lazy parts use: the lobby's commands (a seated table needs only its moves), the
 * QR code's encoder (uqr, the lobby's invite), the reaction codes and the turn timer's settings
 * (their pickers are lazy parts; the server sends both as codes).
 */
const CORE =
  /[\\/]node_modules[\\/](?!valibot[\\/]|uqr[\\/])|[\\/]shared[\\/](?!i18n[\\/](lang|join|more|rules|errors|preview|match|replay)[\\/]|i18n[\\/]names\.|protocol[\\/](messages|client-messages|room-settings|game|http|parse|errors|match|record|reactions|turn-timers)\.|record[\\/]|engine[\\/](?!queries\.|connected\.))|[\\/]web[\\/](main\.tsx|app[\\/](?!room-start\.)|net[\\/](?!connection\.|socket\.|early-socket\.|rejoin\.|intents\.|api\.|lobby-intents\.|wire-schemas\.|http-schemas\.|match-socket\.|open-tables\.|records|crash-report\.)|state[\\/](route|notices|name|i18n)\.|ui[\\/]lazy\.)/;

/**
 * What only a room page needs of the shared parts (its socket, its store, its connection badge,
 * the engine's queries): one chunk in the room pages' first wave (web/main.tsx imports
 * web/app/room-start.ts lazily), so the home and replay pages do without it.
 */
const ROOM =
  /[\\/]web[\\/](net[\\/](connection|socket|early-socket|rejoin|intents)\.|state[\\/]room\.|ui[\\/](ConnectionBadge|Card)\.|app[\\/]room-start\.|screens[\\/]room[\\/](RoomScreen|session|bar-part|table[\\/](Table|MySeat|OpponentSeat|Center|RevealRow|TurnBanner|Trios|TimerTag|TeamTag|LogBox|table-state|turn-clock|life-part)|game[\\/](log|hold|labels|result))\.)/;

/** valibot and the protocol's schemas of what the server sends: the chunk a room page fetches beside its socket. */
const WIRE =
  /[\\/]node_modules[\\/]valibot[\\/]|[\\/]shared[\\/]protocol[\\/](messages|client-messages|room-settings|game|parse|errors|reactions|turn-timers)\.|[\\/]shared[\\/]engine[\\/]types\.|[\\/]web[\\/]net[\\/]wire-schemas\./;

/**
 * The build's id for crash reports (web/net/crash-report.ts): `TRIO_BUILD`, else the commit. It is
 * written into the page (a `<meta name="trio-build">`), not into the JavaScript: in a chunk it
 * would change that chunk's hashed name, and with it the names every chunk that imports it holds,
 * so each commit would move the first load's size (bench/bundle.ts) by a few bytes.
 */
function buildId(): string {
  if (process.env.TRIO_BUILD) return process.env.TRIO_BUILD;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout (a copied tree): reports say `dev`.
    return 'dev';
  }
}

export default defineConfig({
  root: 'web',
  plugins: [
    preact(),
    loadHints(),
    {
      // The loader runs as a classic script on other sites' pages: its top-level names stay its own.
      name: 'trio-embed-scope',
      renderChunk: (code, chunk) =>
        chunk.isEntry && chunk.name === 'embed-loader' ? `(()=>{${code}\n})();` : null,
    },
    {
      name: 'trio-build-id',
      transformIndexHtml: () => [
        { tag: 'meta', attrs: { name: 'trio-build', content: buildId() }, injectTo: 'head' },
      ],
    },
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs es2022 preloads modules itself: no polyfill in the entry.
    // No preload helper for lazy chunks' imports: each page's first wave is hinted by its shell (vite/load-hints.ts), and a
    // room page's guest or stranger parts by web/boot.ts; a lazy part's own imports follow it.
    modulePreload: false,
    rolldownOptions: {
      // Three entries: the app's page; web/boot.ts, the room pages' first script (vite/load-hints.ts
      // adds it); and the loader host pages include (web/embed-loader), emitted as `/embed.js` under
      // its lasting name (it imports nothing, so it is one self-contained classic script; its
      // 5-minute cache: web/public/_headers).
      input: {
        index: resolve(import.meta.dirname, 'web/index.html'),
        boot: resolve(import.meta.dirname, 'web/boot.ts'),
        'embed-loader': resolve(import.meta.dirname, 'web/embed-loader/embed.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed-loader' ? 'embed.js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          // The socket's schemas in one chunk, valibot with them (web/net/wire-schemas.ts).
          groups: [
            { name: 'core', test: CORE, priority: 2 },
            { name: 'room', test: ROOM, priority: 1 },
            { name: 'wire', test: WIRE },
          ],
        },
      },
    },
  },
});
