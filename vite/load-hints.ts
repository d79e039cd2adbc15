import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../shared/i18n/languages.ts';
import { PAGE_PLANS, type PagePlan } from '../web/app/load-plans.ts';
import { firstWave } from '../web/load-plan.ts';

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

/**
 * Adds a catalog part's file in each language (`catalog:<part>`) to `lang`, with the language's
 * pack (shared/i18n/packs: where its parts are), which the part's loader fetches first.
 */
function addCatalog(bundle: Bundle, module: string, lang: Record<string, string[]>): void {
  const name = module.slice('catalog:'.length);
  for (const l of LANGUAGES) {
    const files = lang[l] ?? [];
    for (const file of [`../shared/i18n/packs/${l}.ts`, `../shared/i18n/${name}/${l}.ts`]) {
      const chunk = chunkOf(bundle, file).fileName;
      if (!files.includes(chunk)) files.push(chunk);
    }
    lang[l] = files;
  }
}

/** A page's first wave: scripts and stylesheets, the catalogs per language, and where each planned module went. */
export interface FirstWave {
  page: string;
  js: string[];
  css: string[];
  lang: Record<string, string[]>;
  modules: Record<string, string>;
}

/** `page`'s first wave, from its plans and the bundle (the entry's own files included). */
export function firstWaveOf(bundle: Bundle, page: PagePlan, entry: Chunk): FirstWave {
  const js = new Set<string>();
  const css = new Set<string>();
  const lang: Record<string, string[]> = {};
  const modules: Record<string, string> = {};
  closure(bundle, entry, js, css);
  for (const part of page.plans.flatMap((plan) => firstWave(plan, page.where))) {
    if (part.module.startsWith('catalog:')) {
      addCatalog(bundle, part.module, lang);
    } else {
      const chunk = chunkOf(bundle, part.module);
      modules[part.module] = chunk.fileName;
      closure(bundle, chunk, js, css);
    }
  }
  return { page: page.page, js: [...js], css: [...css], lang, modules };
}

/**
 * What a room page's visitor adds to the first wave when boot.ts finds no seat token (`guest`) or
 * no name (`stranger`, who gets the guest's parts too): files beyond the page's own wave.
 */
export function earlyWave(
  bundle: Bundle,
  page: PagePlan,
  wave: FirstWave,
  who: 'guest' | 'stranger',
): FirstWave {
  const js = new Set<string>(wave.js);
  const css = new Set<string>(wave.css);
  const lang: Record<string, string[]> = {};
  const parts = page.plans
    .flatMap((plan) => plan.parts)
    .filter((p) => p.early === 'guest' || p.early === who);
  for (const part of parts) {
    if (part.module.startsWith('catalog:')) {
      addCatalog(bundle, part.module, lang);
    } else closure(bundle, chunkOf(bundle, part.module), js, css);
  }
  // The language's pack is in the page's own wave already.
  for (const [l, files] of Object.entries(lang)) lang[l] = files.filter((f) => !wave.lang[l]?.includes(f));
  return {
    page: wave.page,
    js: [...js].filter((f) => !wave.js.includes(f)),
    css: [...css].filter((f) => !wave.css.includes(f)),
    lang,
    modules: {},
  };
}

/**
 * A visitor's extra hints, inert in a `<template>` until web/boot.ts puts them in the page (the
 * Worker drops the other languages' catalog hints inside it too).
 */
const template = (id: string, wave: FirstWave) =>
  `<template id="${id}">${hintTags(wave, '').join('')}</template>`;

/** The hint tags of a first wave, less what the HTML already loads. */
export function hintTags(wave: FirstWave, html: string): string[] {
  const known = (file: string) => html.includes(`/${file}"`);
  const tags = [
    ...wave.css
      .filter((f) => !known(f))
      .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ...wave.js.filter((f) => !known(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  for (const [l, files] of Object.entries(wave.lang))
    for (const f of files) tags.push(`<link rel="modulepreload" crossorigin href="/${f}" data-lang="${l}">`);
  return tags;
}

/** The Vite plugin: one shell per page of PAGE_PLANS, from the built index.html. */
export function loadHints(): Plugin {
  let manifest = false;
  return {
    name: 'trio-load-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      manifest = !!config.build.manifest;
    },
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('load plan: the build has no index.html');
        const html = String(index.source);
        const boot = chunkOf(bundle, 'boot.ts').fileName;
        // The room pages' first script, before anything else in <head> (web/boot.ts).
        const bootTag = `<script type="module" async crossorigin src="/${boot}"></script>`;
        const entry = Object.values(bundle).find(
          (c): c is Chunk => c.type === 'chunk' && html.includes(`src="/${c.fileName}"`),
        );
        if (!entry) throw new Error("load plan: index.html's entry is not in the bundle");
        const waves: FirstWave[] = [];
        for (const page of PAGE_PLANS) {
          const wave = firstWaveOf(bundle, page, entry);
          const tags = hintTags(wave, html).join('\n    ');
          let source = html.replace('</head>', `    ${tags}\n  </head>`);
          if (page.boot) {
            const early = [
              template('trio-guest', earlyWave(bundle, page, wave, 'guest')),
              template('trio-stranger', earlyWave(bundle, page, wave, 'stranger')),
            ];
            source = source
              .replace(/(<meta charset="[^"]*"\s*\/?>)/, `$1\n    ${bootTag}`)
              .replace('</head>', `    ${early.join('\n    ')}\n  </head>`);
            wave.js.unshift(boot);
          }
          waves.push(wave);
          if (page.shell === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: page.shell, source });
        }
        // With the manifest (bench/bundle.ts asks for it): each page's first wave, for the bench.
        if (manifest)
          this.emitFile({ type: 'asset', fileName: '.vite/first-waves.json', source: JSON.stringify(waves) });
      },
    },
  };
}
