import { type Signal, signal } from '@preact/signals';
import {
  type BarMessages,
  type ErrorMessages,
  isLang,
  type Lang,
  type LearnMessages,
  type LifeMessages,
  type LobbyMessages,
  loadBarMessages,
  loadErrorMessages,
  loadLearnMessages,
  loadLifeMessages,
  loadLobbyMessages,
  loadMatchMessages,
  loadMessages,
  loadOverMessages,
  loadReplayMessages,
  loadRulesText,
  loadTeamMessages,
  type MatchMessages,
  type Messages,
  type OverMessages,
  pickLang,
  type ReplayMessages,
  type RulesMessages,
  type TeamMessages,
} from '../../shared/i18n';
import { loadLang, saveLang } from '../net/storage';

/**
 * The page's language and its catalogs, as signals: components read `messages.value` (and so
 * render again when the player picks another language). Chosen once at load: `?lang=` (the embed's
 * `data-lang` arrives that way), then the choice saved on this device, then the browser's
 * languages, then English (docs/design.md, Languages). Only the chosen language is fetched, and of it
 * only the parts on show: the table's words before the first paint, the others with the screens
 * and parts that show them (their loaders wait for them, so a component never reads an empty one).
 */

/** The language this visit starts in. */
export function firstLang(): Lang {
  const asked = new URLSearchParams(location.search).get('lang');
  return pickLang([
    isLang(asked) ? asked : null,
    loadLang(),
    ...(navigator.languages ?? [navigator.language]),
  ]);
}

// A choice saved before the Worker read it from a cookie: told to the Worker now, for the next page.
{
  const saved = loadLang();
  if (saved && !document.cookie.includes('trio_lang=')) saveLang(saved);
}

/** The language on show (from the start: the first screen's catalogs load in it, in parallel). */
export const lang = signal<Lang>(firstLang());

/** One part of the catalogs: its text in the language on show, once asked for (`load`). */
interface Part<T> {
  text: Signal<T>;
  /** Fetches the part in the page's language, once (a failure is tried again on the next call). */
  load(): Promise<void>;
  /** The part in `next`, if it was asked for (a language switch fetches it with the others). */
  fetch(next: Lang): Promise<T> | null;
}

/** A part of the catalogs; an `always` part (the table's words) is fetched with every switch. */
function part<T>(loader: (lang: Lang) => Promise<T>, always = false): Part<T> {
  const text = signal<T>(undefined as T);
  let wanted: Promise<void> | null = null;
  return {
    text,
    load() {
      // Until the text in the language on show has arrived: a switch while it was on its way
      // (`show` did not know this part was wanted yet) fetches it again in the new language.
      const fetchCurrent = (asked: Lang): Promise<void> =>
        loader(asked).then((loaded) => {
          if (lang.value !== asked) return fetchCurrent(lang.value);
          text.value = loaded;
          return undefined;
        });
      wanted ??= fetchCurrent(lang.value).then(
        () => {},
        (err: unknown) => {
          wanted = null;
          throw err;
        },
      );
      return wanted;
    },
    fetch: (next) => (wanted || always ? loader(next) : null),
  };
}

const table = part(loadMessages, true);
const lobby = part(loadLobbyMessages);
const over = part(loadOverMessages);
const team = part(loadTeamMessages);
const life = part(loadLifeMessages);
const bar = part(loadBarMessages);
const rulesPart = part<RulesMessages | null>(loadRulesText);
const match = part(loadMatchMessages);
const replay = part(loadReplayMessages);
const learn = part(loadLearnMessages);
const PARTS = [table, lobby, over, team, life, bar, rulesPart, match, replay, learn] as Part<unknown>[];

/** The table's words and every page's chrome: set before the first paint (`startLanguage`). */
export const messages: Signal<Messages> = table.text;
/** The words of the pages before a table (home, the embed's start, joining, the lobby): `loadLobby`. */
export const lobbyMessages: Signal<LobbyMessages> = lobby.text;
/** The end of a game and a seat's progress to it (the result, the rematch): `loadOverText`. */
export const overMessages: Signal<OverMessages> = over.text;
/** A team game's words (the swap, the teams' trios, the log's team lines): `loadTeamText`. */
export const teamMessages: Signal<TeamMessages> = team.text;
/** Reactions, sounds, the score, the final hands, who is away: `loadLifeText`. */
export const lifeMessages: Signal<LifeMessages> = life.text;
/** The room's bars (the top bar's dialogs, the log drawer's Close, the frame's keep-seat note): `loadBarText`. */
export const barMessages: Signal<BarMessages> = bar.text;
/** The rules text, once asked for (`loadRules`); null until then. */
export const rules: Signal<RulesMessages | null> = rulesPart.text;
rules.value = null;

/** Quick match's and the open tables' words (the home page's lazy parts): `loadMatchText`. */
export const matchMessages: Signal<MatchMessages> = match.text;
/** The words of looking back at a game (the replay, the game over's summary, the scrollback): `loadReplayText`. */
export const replayText: Signal<ReplayMessages> = replay.text;

export const loadLobby = lobby.load;
export const loadMatchText = match.load;
export const loadReplayText = replay.load;
/** The guided first game's and the local table's words (/learn, /play): `loadLearnText`. */
export const learnMessages: Signal<LearnMessages> = learn.text;
export const loadLearnText = learn.load;
export const loadOverText = over.load;
export const loadTeamText = team.load;
export const loadLifeText = life.load;
export const loadBarText = bar.load;
export const loadRules = rulesPart.load;

async function show(next: Lang): Promise<void> {
  // Every part on show switches at once, when all have arrived: no screen in two languages. A part
  // first asked for while the others were on their way (it loaded in the old language) is
  // fetched in the new one too before the switch.
  const texts = new Map<Part<unknown>, unknown>();
  for (;;) {
    const asked = PARTS.flatMap((p) => {
      const text = texts.has(p) ? null : p.fetch(next);
      return text ? [{ p, text }] : [];
    });
    if (asked.length === 0) break;
    const got = await Promise.all(asked.map((a) => a.text));
    for (const [i, a] of asked.entries()) texts.set(a.p, got[i]);
  }
  lang.value = next;
  for (const [p, text] of texts) p.text.value = text;
  document.documentElement.lang = next;
}

/**
 * Loads the first language before the first paint. If its catalog cannot be fetched (offline, a
 * deploy replaced the file), English is tried, so the page still shows.
 */
export function startLanguage(): Promise<void> {
  return show(lang.value)
    .catch(() => show('en'))
    .catch((err: unknown) => {
      // Nothing could be fetched: the root's error boundary offers a reload (without words).
      console.error('no language could be loaded:', err);
    });
}

/** Switches the page to `next` (the picker, the embed's `set_lang`); `remember` saves it on this device. */
export async function setLang(next: Lang, remember = true): Promise<void> {
  if (remember) saveLang(next);
  if (next === lang.value) return;
  await show(next).catch((err: unknown) => console.warn('language not loaded:', err));
}

let errorText: Promise<ErrorMessages> | null = null;
let errorLang: Lang | null = null;

/** The error sentences in the page's language (fetched once per language; rejects offline). */
export function errorMessages(): Promise<ErrorMessages> {
  if (!errorText || errorLang !== lang.value) {
    errorLang = lang.value;
    errorText = loadErrorMessages(lang.value);
    // Not fetched (offline): the next error tries again.
    errorText.catch(() => (errorText = null));
  }
  return errorText;
}
