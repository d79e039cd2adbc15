import { execFileSync } from 'node:child_process';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

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
  /[\\/]node_modules[\\/](?!valibot[\\/]|uqr[\\/])|[\\/]shared[\\/](?!i18n[\\/](lang|join|more|rules|errors|preview|match|replay|learn)[\\/]|i18n[\\/]names\.|protocol[\\/](messages|game|http|parse|errors|match|record|reactions|turn-timers)\.|record[\\/]|engine[\\/](?!queries\.|connected\.))|[\\/]web[\\/](main\.tsx|app[\\/]|net[\\/](?!api\.|lobby-intents\.|wire-schemas\.|match-socket\.|open-tables\.|records|crash-report\.)|state[\\/](route|notices|name|i18n)\.|ui[\\/](lazy|ConnectionBadge)\.)/;

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
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'core', test: CORE }] } } },
  },
});
