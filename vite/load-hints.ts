import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../shared/i18n/languages';
import { PAGE_PLANS, type PagePlan } from '../web/app/load-plans';
import { firstWave } from '../web/load-plan';

/**
 * The build step that turns the load plans (web/app/load-plans.ts) into preload hints: for each
 * page it writes a copy of index.html whose `<head>` names every script and stylesheet of its
 * first wave (`<link rel="modulepreload">`, `<link rel="preload" as="style">`), so the browser
 * fetches them all in parallel with the entry instead of discovering them one dynamic import at a
 * time. A catalog part is hinted in every language, each with `data-lang`: the Worker keeps the
 * one it serves the page in and drops the rest (worker/http/shells.ts).
 */

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, Chunk | Asset>;

const WEB = resolve(import.meta.dirname, '../web');

/** The chunk holding `module` (its own, or the group it was merged into). */
function chunkOf(bundle: Bundle, module: string): Chunk {
  const id = resolve(WEB, module);
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const found = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
  if (!found) throw new Error(`load plan: ${module} is in no chunk`);
  return found;
}

/** `chunk` and its static imports, transitively: JavaScript files and their stylesheets. */
function closure(bundle: Bundle, chunk: Chunk, js: Set<string>, css: Set<string>): void {
  if (js.has(chunk.fileName)) return;
  js.add(chunk.fileName);
  for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') closure(bundle, next, js, css);
  }
}

/** The hint tags of `page`'s first wave, less what the HTML already loads. */
export function hintTags(bundle: Bundle, page: PagePlan, html: string): string[] {
  const js = new Set<string>();
  const css = new Set<string>();
  const tags: string[] = [];
  const perLang: string[] = [];
  for (const part of page.plans.flatMap((plan) => firstWave(plan, page.where))) {
    if (part.module.startsWith('catalog:')) {
      const name = part.module.slice('catalog:'.length);
      for (const lang of LANGUAGES) {
        const file = chunkOf(bundle, `../shared/i18n/${name}/${lang}.ts`).fileName;
        perLang.push(`<link rel="modulepreload" crossorigin href="/${file}" data-lang="${lang}">`);
      }
    } else closure(bundle, chunkOf(bundle, part.module), js, css);
  }
  const known = (file: string) => html.includes(`/${file}"`);
  for (const file of css) if (!known(file)) tags.push(`<link rel="preload" as="style" href="/${file}">`);
  for (const file of js)
    if (!known(file)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  return [...tags, ...perLang];
}

/** The Vite plugin: one shell per page of PAGE_PLANS, from the built index.html. */
export function loadHints(): Plugin {
  return {
    name: 'trio-load-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('load plan: the build has no index.html');
        const html = String(index.source);
        for (const page of PAGE_PLANS) {
          const tags = hintTags(bundle, page, html).join('\n    ');
          const source = html.replace('</head>', `    ${tags}\n  </head>`);
          if (page.shell === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: page.shell, source });
        }
      },
    },
  };
}
