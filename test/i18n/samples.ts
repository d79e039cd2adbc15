/**
 * Sample arguments for every catalog message, found from the English message's parameter names
 * (one positional name, or the names destructured from its one object). Strings are unmistakable
 * markers, so a test can see each one in the output.
 */
const SAMPLE: Record<string, unknown> = {
  n: 3,
  value: 5,
  seconds: 12,
  players: 4,
  gave: 4,
  got: 9,
  more: 2,
  teams: 2,
  name: 'Zoë',
  letter: 'Q',
  id: 'ab12cd34',
  card: 'CARDX',
  team: 'TEAMX',
  names: 'NAMESX',
  reason: 'REASONX',
  level: 'LEVELX',
  state: 'STATEX',
  pair: 'PAIRX',
  sum: 'SUMX',
  who: 'WHOX',
  values: 'VALUESX',
  table: 'TABLEX',
  reaction: 'REACTIONX',
  // The guided game (shared/i18n/learn): the computers' names, a step count, a mismatch's values.
  bot: 'BOTX',
  bot2: 'BOTTWO',
  bot3: 'BOTTHREE',
  total: 12,
  first: 2,
  second: 9,
  end: 'lowest',
  mode: 'spicy',
  items: ['ITEM1', 'ITEM2', 'ITEM3'],
  // Two connected values (8 and 11 also test Spanish «u» before a sound o).
  partners: [8, 11],
};

/** Parameter names that pick a form rather than appear in the text. */
export const CHOOSERS = new Set(['end', 'mode', 'teams', 'more']);

/** The parameter names of an English message (`(n) =>`, `({ name, value }) =>`), or null for a plain string. */
export function paramNames(message: unknown): { names: string[]; object: boolean } | null {
  if (typeof message !== 'function') return null;
  const source = String(message);
  const object = source.match(/^\s*\(\s*\{([^}]*)\}/);
  if (object?.[1])
    return {
      names: object[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      object: true,
    };
  const one = source.match(/^\s*\(?\s*([A-Za-z_$][\w$]*)/);
  return { names: one?.[1] ? [one[1]] : [], object: false };
}

/** The sample call of one message, from the English message's parameters. */
export function sampleArgs(english: unknown): { args: unknown[]; values: Record<string, unknown> } {
  const params = paramNames(english);
  if (!params) return { args: [], values: {} };
  const values = Object.fromEntries(params.names.map((p) => [p, SAMPLE[p]]));
  for (const [p, v] of Object.entries(values))
    if (v === undefined) throw new Error(`no sample for parameter ${p}`);
  return { args: params.object ? [values] : params.names.map((p) => values[p]), values };
}

/** Renders one message of a catalog with the samples: a string, or the tuple of an `Around`. */
export function render<C extends object>(catalog: C, english: C, key: keyof C): string {
  const message: unknown = catalog[key];
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('⟨NAME⟩');
  if (typeof message !== 'function') throw new Error(`${String(key)} is neither text nor a function`);
  const { args } = sampleArgs(english[key]);
  return (message as (...a: unknown[]) => string)(...args);
}
