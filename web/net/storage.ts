/**
 * What this device remembers: the player's name and, per room, the seat token that resumes the
 * seat. localStorage can be unavailable (private mode, embedded frames): then nothing is kept.
 */

const NAME_KEY = 'trio:name';
const tokenKey = (roomId: string) => `trio:token:${roomId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked: behave as a first visit.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the value just isn't remembered.
  }
}

export const loadName = (): string => read(NAME_KEY) ?? '';
export const saveName = (name: string): void => write(NAME_KEY, name);
export const loadToken = (roomId: string): string | null => read(tokenKey(roomId));
export const saveToken = (roomId: string, token: string): void => write(tokenKey(roomId), token);
