/**
 * What each page of the client loads first, read from Vite's build manifest (`build.manifest`):
 * the entry, its static imports, and the screens the page's route loads at startup
 * (web/app/screens.ts, `loadFirst`), each with its static imports, transitively.
 */

/** One chunk in `.vite/manifest.json`, keyed by its source path (relative to web/) or `_name`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page: the screen modules its route loads first, and those it must not load first. */
export interface Page {
  path: string;
  /** Dynamic entries (source paths under web/) the page loads before its first paint. */
  first: string[];
  /** Screen modules whose chunks would be on the wrong page: loading one first fails the budget. */
  never: string[];
}

const HOME = 'screens/home/Home.tsx';
const ROOM = 'screens/room/RoomScreen.tsx';
const ROOM_BAR = 'screens/room/full-page.ts';
const LOBBY = 'screens/room/lobby/Lobby.tsx';
const NAME_GATE = 'screens/room/lobby/NameGate.tsx';
const EMBED = 'screens/embed/index.ts';
const EMBED_NEW = 'screens/embed/EmbedNew.tsx';
const RULES = 'ui/RulesText.tsx';
const REPLAY = 'screens/replay/ReplayScreen.tsx';
/** A page first loads its player's language: measured for English (bench/bundle.ts prints each). */
export const LANGUAGE = '../shared/i18n/lang/en.ts';
/** The words of the pages before a table (home, joining, the lobby), in English. */
export const JOIN_LANGUAGE = '../shared/i18n/join/en.ts';

/**
 * The pages the budget covers. `/g/:id` is a player seated at a running table: the table is in
 * the room chunk; the lobby and the name question are not needed there.
 */
export const PAGES: Page[] = [
  {
    path: '/',
    first: [HOME, LANGUAGE, JOIN_LANGUAGE],
    never: [ROOM, ROOM_BAR, LOBBY, NAME_GATE, EMBED, EMBED_NEW, RULES, REPLAY],
  },
  {
    path: '/g/:id',
    first: [ROOM, ROOM_BAR, LANGUAGE],
    never: [HOME, LOBBY, NAME_GATE, EMBED, EMBED_NEW, RULES, REPLAY],
  },
  {
    path: '/embed/:id',
    first: [ROOM, EMBED, LANGUAGE],
    never: [HOME, ROOM_BAR, LOBBY, NAME_GATE, EMBED_NEW, RULES, REPLAY],
  },
  // A finished game's replay (and /replay, a saved file): the engine comes later, with the viewer.
  {
    path: '/g/:id/replay/:game',
    first: [REPLAY, LANGUAGE],
    never: [HOME, ROOM, ROOM_BAR, LOBBY, NAME_GATE, EMBED, EMBED_NEW],
  },
];

/**
 * The manifest key of the chunk `index.html` loads (its one module script). Read from the page
 * itself: when the entry's modules go into a named chunk group, the manifest drops `isEntry`.
 */
export function entryKey(manifest: Manifest, html: string): string {
  const scripts = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]);
  if (scripts.length !== 1)
    throw new Error(`index.html should load one module script, not ${scripts.length}`);
  const key = Object.keys(manifest).find((k) => manifest[k]?.file === scripts[0]);
  if (!key) throw new Error(`${scripts[0]} is not in the build manifest`);
  return key;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest`);
  return found;
}

/** The manifest keys `keys` load, with their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunk(manifest, key).imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** What a page loads before its first paint: JavaScript and CSS files, and the chunks' keys. */
export interface FirstLoad {
  keys: Set<string>;
  js: string[];
  css: string[];
}

export function firstLoad(manifest: Manifest, entry: string, page: Page): FirstLoad {
  const keys = staticClosure(manifest, [entry, ...page.first]);
  const files = [...keys].map((k) => chunk(manifest, k));
  return {
    keys,
    js: [...new Set(files.map((c) => c.file).filter((f) => f.endsWith('.js')))],
    css: [...new Set(files.flatMap((c) => c.css ?? []))],
  };
}

/**
 * Why a page's first load is wrong, if it is: a listed screen is not a lazy chunk of its own (so
 * it went into another chunk), or a chunk that page must not load is in its first load.
 */
export function wrongChunks(manifest: Manifest, entry: string, page: Page, load: FirstLoad): string[] {
  const problems: string[] = [];
  const entryFile = chunk(manifest, entry).file;
  for (const key of [...page.first, ...page.never]) {
    const c = manifest[key];
    if (!c?.isDynamicEntry || c.file === entryFile)
      problems.push(`${key} is not a lazy chunk of its own (a static import pulled it in?)`);
  }
  for (const key of page.never) {
    const file = manifest[key]?.file;
    if (file && load.js.includes(file)) problems.push(`${page.path} loads ${key} (${file}) first`);
  }
  return problems;
}
