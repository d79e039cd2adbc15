import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/**
 * The modules every page needs, or that the room pages and the home page share: one chunk with
 * the entry (gzip compresses one bigger file better than several small ones). Screens stay lazy
 * chunks of their own (web/app/screens.ts), and so is each language's catalog (shared/i18n/lang,
 * rules, errors: a page loads only its player's language), and quick match with the open tables
 * (their socket, schemas and words: web/screens/home/match); bench/bundle.ts checks what each page
 * loads first.
 */
const CORE =
  /[\\/]node_modules[\\/](?!valibot[\\/])|[\\/]shared[\\/](?!i18n[\\/](lang|join|more|rules|errors|preview|match)[\\/]|i18n[\\/]names\.|protocol[\\/](messages|game|http|parse|errors|match)\.)|[\\/]web[\\/](main\.tsx|app[\\/]|net[\\/](?!api\.|wire-schemas\.|match-socket\.|open-tables\.)|state[\\/](route|notices|name|i18n)\.|ui[\\/](lazy|ConnectionBadge)\.)/;

export default defineConfig({
  root: 'web',
  plugins: [preact()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs es2022 preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'core', test: CORE }] } } },
  },
});
