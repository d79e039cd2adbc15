import { NAME_MAX_LENGTH, nameCharacters } from '../../shared/protocol/constants';

/**
 * A name field's text, cut in place to the protocol's 24 characters as a person counts them
 * (`nameLength`): the field's `maxLength` counts UTF-16 units, which would stop a name of 13 emoji
 * that the server takes, so it only bounds pasted text (`NAME_MAX_UNITS`) and this does the rest.
 * Leading white space does not count (the server trims it).
 */
export function readName(field: HTMLInputElement): string {
  const raw = field.value;
  const start = raw.length - raw.trimStart().length;
  const characters = nameCharacters(raw.slice(start));
  if (characters.length <= NAME_MAX_LENGTH) return raw;
  const cut = raw.slice(0, start) + characters.slice(0, NAME_MAX_LENGTH).join('');
  field.value = cut;
  return cut;
}
