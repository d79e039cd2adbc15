import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages';
import { PAGE_PLANS } from '../../web/app/load-plans';

/**
 * The load plans (web/load-plan.ts) are the one place a page's parts and their timing are read:
 * every planned module exists, and every part a screen or the app fetches lazily is in a plan, so
 * the plan, the preload hints made from it (vite/load-hints.ts) and the code cannot drift apart.
 */

const WEB = resolve(import.meta.dirname, '../../web');
const plans = PAGE_PLANS.flatMap((p) => p.plans);
const planned = new Set(plans.flatMap((plan) => plan.parts.map((part) => part.module)));

/** Every `import('./…')` in web/ (but the loaders of the schemas' own chunks), as paths under web/. */
function lazyImports(): string[] {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((file) => {
    // Comments may show an import as an example: only code counts.
    const code = readFileSync(join(WEB, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    return [...code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) =>
      relative(WEB, resolve(dirname(join(WEB, file)), m[1] ?? '')),
    );
  });
}

/** A module path under web/ with its extension, as the plans name it. */
function withExtension(path: string): string {
  for (const ext of ['.tsx', '.ts', '/index.ts', '/index.tsx'])
    if (existsSync(join(WEB, path + ext))) return path + ext;
  return path;
}

describe('the load plans', () => {
  it('name modules that exist, and catalog parts every language has', () => {
    for (const module of planned) {
      if (module.startsWith('catalog:')) {
        for (const lang of LANGUAGES)
          expect(
            existsSync(join(WEB, `../shared/i18n/${module.slice(8)}/${lang}.ts`)),
            `${module} ${lang}`,
          ).toBe(true);
      } else expect(existsSync(join(WEB, module)), module).toBe(true);
    }
  });

  it('list every part the client fetches lazily', () => {
    const missing = [...new Set(lazyImports().map(withExtension))].filter(
      (m) => !planned.has(m) && m !== 'app/room-start.ts',
    );
    expect(missing).toEqual([]);
  });

  it('give each page its screen in the first wave, and the room pages their socket schemas', () => {
    for (const page of PAGE_PLANS) {
      const first = page.plans.flatMap((p) => p.parts.filter((part) => part.stage === 'first-paint'));
      expect(
        first.some((p) => p.module.startsWith('screens/')),
        page.page,
      ).toBe(true);
    }
    const room = PAGE_PLANS.find((p) => p.page === '/g/:id');
    expect(room?.plans[0]?.parts.find((p) => p.module === 'net/wire-schemas.ts')?.stage).toBe(
      'beside-socket',
    );
  });
});
