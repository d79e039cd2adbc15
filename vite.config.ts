import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { loadHints } from './vite/load-hints.ts';

/**
 * The modules every page needs, or that the room pages and the home page share: one chunk with
 * the entry (gzip compresses one bigger file better than several small ones). Screens stay lazy
 * chunks of their own (web/app/screens.ts), and so is each language's catalog (shared/i18n/table,
 * rules, errors: a page loads only its player's language), and quick match with the open tables
 * (their socket, schemas and words: web/screens/home/match); bench/bundle.ts checks what each page
 * loads first. Left out of it too: what only the replay needs — the rules engine's moves (the
 * table uses only its queries), game records and their HTTP calls — so it comes with the replay;
 * and what only lazy parts use: the lobby's commands (a seated table needs only its moves), the
 * QR code's encoder (uqr, the lobby's invite), the reaction codes and the turn timer's settings
 * (their pickers are lazy parts; the server sends both as codes).
 */
const CORE =
  /[\\/]node_modules[\\/](?!valibot[\\/]|uqr[\\/])|[\\/]shared[\\/](?!i18n[\\/](table|lobby|over|team|life|bar|rules|errors|preview|match|replay|learn|packs)[\\/]|i18n[\\/]names\.|protocol[\\/](messages|client-messages|room-settings|game|http|parse|errors|match|record|reactions|turn-timers)\.|record[\\/]|engine[\\/](?!queries\.|connected\.))|[\\/]web[\\/](main\.tsx|app[\\/](?!room-start\.)|net[\\/](?!connection\.|socket\.|early-socket\.|rejoin\.|intents\.|api\.|lobby-intents\.|wire-schemas\.|http-schemas\.|match-socket\.|open-tables\.|records|crash-report\.)|state[\\/](route|notices|name|i18n)\.|ui[\\/]lazy\.)/;

/**
 * What only a room page needs of the shared parts (its socket, its store, its connection badge,
 * the engine's queries): one chunk in the room pages' first wave (web/main.tsx imports
 * web/app/room-start.ts lazily), so the home and replay pages do without it.
 */
const ROOM =
  /[\\/]web[\\/](net[\\/](connection|socket|early-socket|rejoin|intents)\.|state[\\/]room\.|ui[\\/](ConnectionBadge|Card)\.|app[\\/]room-start\.|screens[\\/]room[\\/](RoomScreen|session|bar-part|table[\\/](Table|MySeat|OpponentSeat|Center|RevealRow|TurnBanner|Trios|TimerTag|TeamTag|LogBox|table-state|turn-clock|life-part)|game[\\/](log|hold|labels|result))\.)/;

/**
 * The home page's first paint in three chunks instead of nine, each by who else needs it: a
 * request costs a round trip where the browser has 6 connections (HTTP/1.1: wrangler dev, DevTools'
 * figures) and bytes are cheaper than round trips (docs/load-time.md). `chrome`: the header's
 * language picker and the rules panel (the room pages load them when idle); `forms`: the name and
 * the game settings (the lobby's first wave too); `Home`: the page itself; `start`: the create-room hook
 * and the online signal (the embed's start form and /learn need them too).
 */
const CHROME = /[\\/]web[\\/]ui[\\/](LanguagePicker|RulesPanel|RichText)\./;
const FORMS = /[\\/]web[\\/]ui[\\/](NameInput|GameSettings|options)\./;
const HOME =
  /[\\/]web[\\/]screens[\\/]home[\\/](Home|CreateGame|HowToPlay|PlayNow|BackToGame|NeedsConnection)\./;
const START = /[\\/]web[\\/]state[\\/](use-create-room|online)\./;

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

/**
 * The installable, offline site (vite-plugin-pwa with Workbox's generateSW): a web app manifest
 * (`/manifest.webmanifest`: name, icons from scripts/icons.ts, theme, start URL) and a service
 * worker (`/sw.js`) that precaches the build: the app shell, every chunk (the screens, the local
 * table's Web Worker, each language's catalogs) and its CSS, so the site opens with no network
 * after one visit, and a game against the computer plays (`/play`, `/learn`: web/local).
 *
 * One build is one precache: the HTML and the chunks it names are swapped together when a new
 * service worker activates, so no cache serves one build's HTML with another's chunks. A deploy
 * changes the shell (its build id, its chunk names), so the browser's update check on the next
 * visit installs the new worker, which takes over at once (`skipWaiting`, `clientsClaim`). Pages themselves come from the network
 * while there is one, so the first visit after a deploy runs it; offline, the precached shell (never
 * a shell cached at run time: it could name chunks the precache does not hold). Not the API, the
 * embed (other sites frame it, with its own headers) nor the files other sites load. The page
 * registers the worker when idle after its first paint (web/main.tsx); a frame never does.
 */
/**
 * A navigation whose answer has not begun within 4 s (a captive portal, one bar of signal: the
 * browser says it is online, the request hangs) is dropped, so that the precached shell opens
 * instead of a page that never comes. Once the answer's headers are in, it is not cut. Workbox
 * writes these callbacks' source into the service worker, so they use nothing from outside.
 */
const navigationDeadline = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    const abort = new AbortController();
    if (state) state.timer = setTimeout(() => abort.abort(), 4000);
    return new Request(request, { signal: abort.signal });
  },
  fetchDidSucceed: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) => {
    if (state) clearTimeout(state.timer as number);
    return response;
  },
};

const offlineApp: Partial<VitePWAOptions> = {
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: {
    id: '/',
    // Names only ("Trio Online", "Trio"): no sentence, so nothing for the catalogs to say.
    name: 'Trio Online',
    short_name: 'Trio',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0a3429',
    theme_color: '#0f4d3a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Not the app: the 404 page, the embed's loader and the link-preview image (other sites' files);
    // nor the pages' shells, which the Worker serves under the pages' own paths (their own are not
    // found: a precache of them would fail). Offline, every page opens from index.html's shell.
    globIgnores: ['404.html', 'embed.js', 'og.png', 'shells/**'],
    // Pages come from the network while there is one (a deploy's new shell on the very next
    // visit, a room page's preview tags), never cached at run time; when the network fails or
    // stalls (`navigationDeadline`), the precached shell, which matches the precached chunks.
    navigateFallback: null,
    // Nor `/` from the precache: `index.html` there is only the fallback.
    directoryIndex: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|embed|assets)\//.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' }, plugins: [navigationDeadline] },
      },
    ],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
  },
};

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
    // The web app manifest and the service worker (Workbox): `offlineApp` above.
    VitePWA(offlineApp),
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
            { name: 'chrome', test: CHROME },
            { name: 'forms', test: FORMS },
            { name: 'start', test: START },
            { name: 'Home', test: HOME },
          ],
        },
      },
    },
  },
});
