import type { FirstWave } from '../vite/load-hints';

/**
 * What each page of the client fetches first: the build writes each page's first wave (its load
 * plan, web/app/load-plans.ts, resolved to files: what the page's shell hints, with the entry and
 * their static imports) to `.vite/first-waves.json` when asked for a manifest (vite/load-hints.ts).
 */
export type { FirstWave };

/** The screens a page's first wave names, by module (`screens/room/RoomScreen.tsx`). */
const SCREENS = /^screens\/[^/]+\/[A-Z][A-Za-z]+\.tsx$|^screens\/embed\/index\.ts$/;

/** The scripts `wave` fetches in `lang`: every page's own, then that language's catalogs. */
export function scriptsIn(wave: FirstWave, lang: string): string[] {
  return [...wave.js, ...(wave.lang[lang] ?? [])];
}

/**
 * Why a page's first wave is wrong, if it is: it fetches the file of a screen another page's plan
 * names and its own does not (the home page fetching the table, a table fetching the home page).
 */
export function wrongChunks(waves: FirstWave[]): string[] {
  const problems: string[] = [];
  for (const wave of waves) {
    const own = new Set(Object.values(wave.modules));
    for (const other of waves) {
      if (other === wave) continue;
      for (const [module, file] of Object.entries(other.modules)) {
        if (SCREENS.test(module) && !own.has(file) && wave.js.includes(file))
          problems.push(`${wave.page} fetches ${module} (${file}) first`);
      }
    }
  }
  return problems;
}
