import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../../shared/protocol';
import {
  NAME_MAX_UNITS,
  nameCharacters,
  nameLength,
  validDisplayName,
} from '../../shared/protocol/constants';

/** Whether the server takes `name` in a `join`; the client's `validDisplayName` must agree. */
function taken(name: string): boolean {
  const server = parseClientMessage(JSON.stringify({ type: 'join', protocol: 1, name })).ok;
  expect(validDisplayName(name) !== null).toBe(server);
  return server;
}

const THUMBS_MEDIUM = '\u{1F44D}\u{1F3FD}'; // 👍🏽: a thumb and its skin tone, 4 UTF-16 units
const TECHNOLOGIST = '\u{1F469}\u200D\u{1F4BB}'; // 👩‍💻: joined by U+200D, 5 units
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦, 11 units

describe('name length: characters as a person counts them', () => {
  it('counts an accented letter, an emoji with its skin tone and a joined emoji as one each', () => {
    expect(nameLength('Zoë')).toBe(3);
    expect(nameLength('Nguye\u0302\u0303n')).toBe(6);
    expect(nameLength(`Ana ${THUMBS_MEDIUM}`)).toBe(5);
    expect(nameLength(`${TECHNOLOGIST}${FAMILY}`)).toBe(2);
    expect(nameLength('🇯🇵李雷')).toBe(3);
    expect(nameCharacters(`a${FAMILY}b`)).toEqual(['a', FAMILY, 'b']);
  });

  it('takes 13 emoji, 24 of them and 24 with skin tones, though each is more than one unit', () => {
    expect(taken('😀'.repeat(13))).toBe(true);
    expect(taken('🂡'.repeat(24))).toBe(true);
    expect(taken(THUMBS_MEDIUM.repeat(24))).toBe(true);
    expect(taken(`${TECHNOLOGIST} Ana`)).toBe(true);
    expect(taken(FAMILY.repeat(11))).toBe(true);
  });

  it('refuses a 25th character, however it is written', () => {
    for (const name of ['x'.repeat(25), '😀'.repeat(25), `${'é'.repeat(24)}x`, THUMBS_MEDIUM.repeat(25)])
      expect(taken(name)).toBe(false);
    // Accents written as combining marks add no character: 24 letters with one each are taken.
    expect(taken('e\u0301'.repeat(24))).toBe(true);
    expect(taken(`${'e\u0301'.repeat(24)}e`)).toBe(false);
  });

  it('counts after trimming: white space around a 24-character name does not refuse it', () => {
    expect(taken(`  ${'😀'.repeat(24)}  `)).toBe(true);
    expect(validDisplayName(`  ${'😀'.repeat(24)}  `)).toBe('😀'.repeat(24));
  });

  it(`refuses a name over ${NAME_MAX_UNITS} UTF-16 units even when it counts few characters`, () => {
    // Twelve families are 12 characters but 132 units; joiners after one letter are 1 character.
    expect(taken(FAMILY.repeat(12))).toBe(false);
    expect(taken(`a${'\u200D'.repeat(NAME_MAX_UNITS - 1)}`)).toBe(true);
    expect(taken(`a${'\u200D'.repeat(NAME_MAX_UNITS)}`)).toBe(false);
  });

  it('keeps every other rule: control characters, blank names, stacks of combining marks', () => {
    for (const name of ['', '   ', 'A\u0000na', 'Bo\nb', 'Ca\u202Ert', '\u3164', '\u200D\u200C'])
      expect(taken(name)).toBe(false);
    for (const name of ['a\u0301\u0302\u0303\u0304', `a${'\u0301'.repeat(23)}`, `😀${'\u0301'.repeat(4)}`])
      expect(taken(name)).toBe(false);
  });

  it('refuses a run of skin tones or kana sound marks, which would draw wider than it counts', () => {
    // 👍🏽🏽🏽 is one grapheme cluster (a tone joins what comes before it), but shows three swatches.
    for (const name of [`Ana ${THUMBS_MEDIUM}\u{1F3FD}`, 'a\u{1F3FB}\u{1F3FF}', '\uFF76\uFF9E\uFF9E'])
      expect(taken(name)).toBe(false);
    // One tone per emoji, one sound mark per kana, as people write them: taken.
    for (const name of [
      THUMBS_MEDIUM.repeat(3),
      '\u{1F469}\u{1F3FD}\u200D\u{1F4BB}',
      '\uFF76\uFF9E\uFF8A\uFF9F',
    ])
      expect(taken(name)).toBe(true);
  });
});

describe('name length without Intl.Segmenter (an old browser)', () => {
  it('counts code points: never fewer than a person sees, so the client never offers a refused name', () => {
    const segmenter = Intl.Segmenter;
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true, writable: true });
    try {
      expect(nameLength('😀'.repeat(13))).toBe(13);
      expect(nameLength(THUMBS_MEDIUM)).toBe(2);
      expect(nameCharacters('Zoë')).toEqual(['Z', 'o', 'ë']);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: segmenter, configurable: true, writable: true });
    }
    expect(nameLength(THUMBS_MEDIUM)).toBe(1);
  });
});
