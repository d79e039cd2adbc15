import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Typography in the catalogs. French, in every part: a no-break space before « : » (U+00A0, or the
 * narrow U+202F) and a narrow no-break space before « ; », « ! » and « ? », never a plain space or
 * none ("numéro de Bot 2: 2" reads as English punctuation). Read from the sources' string literals,
 * so that every message is checked whatever arguments it takes; `${…}` holes count as words.
 */

const I18N = resolve(import.meta.dirname, '../../shared/i18n');
const PARTS = readdirSync(I18N, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The texts of a source's string and template literals (templates nested in holes too), each
 * hole replaced by a word. A small scanner: a regular expression cannot match nested templates.
 */
function literals(source: string): string[] {
  const found: string[] = [];
  const spaces = (t: string) => t.replace(/\\u00a0/g, '\u00a0').replace(/\\u202f/g, '\u202f');
  // Reads code from `i` up to an unmatched `}` (or the end); returns where it stopped.
  const code = (i: number): number => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      if (c === "'" || c === '"') i = quoted(i);
      else if (c === '`') i = template(i);
      else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        if (depth === 0) return i;
        depth--;
        i++;
      } else i++;
    }
    return i;
  };
  const quoted = (i: number): number => {
    const q = source[i];
    let j = i + 1;
    while (j < source.length && source[j] !== q && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    found.push(spaces(source.slice(i + 1, j)));
    return j + 1;
  };
  const template = (i: number): number => {
    let text = '';
    let j = i + 1;
    while (j < source.length && source[j] !== '`') {
      if (source[j] === '\\') {
        text += source.slice(j, j + 2);
        j += 2;
      } else if (source.startsWith('${', j)) {
        j = code(j + 2) + 1;
        text += 'X';
      } else text += source[j++];
    }
    found.push(spaces(text));
    return j + 1;
  };
  code(0);
  return found;
}

/** Each punctuation mark in `text` not preceded by the space French wants. */
function badSpacing(text: string): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(/(.)([:;!?])/g)) {
    const [, before, mark] = m;
    const at = m.index ?? 0;
    if (mark === ':' && text.startsWith('//', at + 2)) continue; // a URL
    const ok = mark === ':' ? before === '\u00a0' || before === '\u202f' : before === '\u202f';
    if (!ok) bad.push(text.slice(Math.max(0, at - 20), at + 3));
  }
  return bad;
}

describe('French catalogs', () => {
  it('finds a badly spaced mark in a sample, and passes a well spaced one', () => {
    expect(badSpacing('le plus petit numéro de Bot 2: 2')).toHaveLength(1);
    expect(badSpacing('Joli !')).toHaveLength(1);
    expect(badSpacing('Raté\u00a0: les cartes retournent\u202f! Bien\u202f?')).toEqual([]);
  });

  for (const part of PARTS) {
    it(`${part}: a no-break space before every : ; ! ?`, () => {
      const source = readFileSync(join(I18N, part, 'fr.ts'), 'utf8');
      // Only the catalog's texts: its doc comments are English prose about it.
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      expect(literals(code).flatMap(badSpacing)).toEqual([]);
    });
  }
});

describe('every catalog', () => {
  it('keeps a number and its unit on one line ("17\u00a0s", never a plain space)', () => {
    const bad: string[] = [];
    for (const part of PARTS)
      for (const file of readdirSync(join(I18N, part)).filter((f) => f.endsWith('.ts'))) {
        const texts = literals(readFileSync(join(I18N, part, file), 'utf8'));
        for (const text of texts) if (/X (s|ms|min|h)\b/.test(text)) bad.push(`${part}/${file}: ${text}`);
      }
    expect(bad).toEqual([]);
  });
});
