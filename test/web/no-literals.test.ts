import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every sentence a person sees comes from the language catalogs (shared/i18n): no English left in
 * a component's text, its accessible names, titles or placeholders, or in a notice. Names of the
 * game and the site are not sentences and may stay.
 */

const WEB = resolve(import.meta.dirname, '../../web');
const ALLOWED = new Set(['Trio', 'Trio Online']);

function sources(): { file: string; lines: string[] }[] {
  return readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((file) => ({ file, lines: readFileSync(join(WEB, file), 'utf8').split('\n') }));
}

/** Words a person would read, outside comments. */
const WORDS = /[A-Za-z]{2,}/;

function findings(file: string, lines: string[]): string[] {
  const found: string[] = [];
  let inComment = false;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const at = `${file}:${i + 1}: ${line}`;
    if (line.startsWith('/*')) inComment = !line.includes('*/');
    else if (inComment) {
      if (line.includes('*/')) inComment = false;
      return;
    }
    if (line.startsWith('//') || line.startsWith('*') || line.startsWith('/*') || line.startsWith('{/*'))
      return;
    // An attribute people read, given as a literal.
    const attr = line.match(/\b(aria-label|title|placeholder|alt)="([^"]*)"/);
    if (attr?.[2] && WORDS.test(attr[2]) && !ALLOWED.has(attr[2])) found.push(at);
    // A notice or an error with a literal sentence.
    if (/\b(notify|new Error)\(\s*['"`][^'"`]*[A-Za-z]{2,}/.test(line)) found.push(at);
    if (!file.endsWith('.tsx')) return;
    // JSX text inline (`>Rematch<`) or on a line of its own.
    const inline = line.match(/>\s*([^<>{}]*[A-Za-z]{2,}[^<>{}]*?)\s*<\//);
    if (inline?.[1] && !ALLOWED.has(inline[1].trim()) && !/[=;()]/.test(inline[1])) found.push(at);
    // (Not code: `value,`, `players: 3,`, `t.awaySoon`, a lone identifier.)
    const alone =
      /^[A-Za-z][\w\s,.!?'’…:·-]*$/.test(line) &&
      WORDS.test(line) &&
      !line.endsWith(',') &&
      !/\.\w/.test(line) &&
      (/\s/.test(line) || /^[A-Z]/.test(line)) &&
      !/^(return|else|default|case|break|continue|try|finally)\b/.test(line);
    if (alone && !ALLOWED.has(line)) found.push(at);
  });
  return found;
}

describe('the client shows no sentence of its own', () => {
  it('has no English text, accessible name, title or notice outside the catalogs', () => {
    expect(sources().flatMap(({ file, lines }) => findings(file, lines))).toEqual([]);
  });

  it('would catch each kind of literal', () => {
    const fake = [
      '<button type="button">Rematch</button>',
      '          Show the result',
      '<span aria-label="Your hand" />',
      "notify('Link copied.');",
      '<a href="/">Trio</a>',
      '{t.rematch}',
    ];
    expect(findings('fake.tsx', fake)).toHaveLength(4);
  });
});
