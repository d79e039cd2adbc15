import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

/**
 * The modules every page needs, or that the room pages and the home page share: one chunk with
 * the entry (gzip compresses one bigger file better than several small ones). Screens stay lazy
 * chunks of their own (web/app/screens.ts); bench/bundle.ts checks what each page loads first.
 * Left out of it: what only the replay needs — the rules engine's moves (the table uses only its
 * queries), game records and their HTTP calls — so it comes with the replay's chunk.
 */
const CORE =
  /[\\/]node_modules[\\/]|[\\/]shared[\\/](?!record[\\/]|protocol[\\/]record\.|engine[\\/](?!queries\.|connected\.|types\.))|[\\/]web[\\/](main\.tsx|app[\\/]|net[\\/](?!api\.|error-text\.|records\.)|state[\\/](route|notices|name)\.|ui[\\/](lazy|ConnectionBadge)\.)/;

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
