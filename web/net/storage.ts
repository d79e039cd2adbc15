/**
 * What this device remembers: the player's name and, per room, the seat token that resumes the
 * seat. localStorage can be unavailable (private mode, a frame whose third-party storage is
 * blocked): then values live in memory for this page only (a reconnect still resumes the seat),
 * and the embed's "open in a new tab" link carries the token on (web/net/rejoin.ts).
 */

const memory = new Map<string, string>();

const NAME_KEY = 'trio:name';
const LANG_KEY = 'trio:lang';
const tokenKey = (roomId: string) => `trio:token:${roomId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    // Storage blocked: what this page learnt, or a first visit.
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the value just isn't remembered.
  }
}

export const loadName = (): string => read(NAME_KEY) ?? '';
export const saveName = (name: string): void => write(NAME_KEY, name);
/** The language the player picked on this device (a tag; the caller checks it), or null. */
export const loadLang = (): string | null => read(LANG_KEY);
/**
 * Saves the language choice, and tells the Worker too (a cookie it reads, worker/http/shells.ts):
 * the page it serves next hints that language's catalog, so the words come in the first wave.
 */
export function saveLang(lang: string): void {
  write(LANG_KEY, lang);
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the game runs in (Firefox, older Safari).
    document.cookie = `trio_lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // A sandboxed frame without cookies: the Worker falls back on Accept-Language.
  }
}
export const loadToken = (roomId: string): string | null => read(tokenKey(roomId));
export const saveToken = (roomId: string, token: string): void => write(tokenKey(roomId), token);

/** The rooms this device holds a seat token for (newest storage first is not promised). */
export function tokenRooms(): string[] {
  const ids = new Set<string>();
  for (const key of memory.keys()) if (key.startsWith('trio:token:')) ids.add(key.slice(11));
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith('trio:token:')) ids.add(key.slice(11));
    }
  } catch {
    // Storage blocked: only this page's memory.
  }
  return [...ids];
}
