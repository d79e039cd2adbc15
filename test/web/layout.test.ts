import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client's layout rules (docs/design.md, Layers and imports): `web/app/` is the root and only the root imports
 * screens; a screen never imports another screen or `app/`; the shared parts (`ui/`, `state/`,
 * `net/`) import no screen and not `app/`. Static and dynamic imports both count.
 */

const WEB = resolve(import.meta.dirname, '../../web');

interface Import {
  from: string;
  to: string;
}

/** Every relative import (`from '…'`, `import('…')`, `import '…'`) in web/, as paths under web/. */
function imports(): Import[] {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return files.flatMap((file) => {
    const code = readFileSync(join(WEB, file), 'utf8');
    const specs = [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map(
      (m) => m[1] ?? '',
    );
    return specs.map((spec) => ({ from: file, to: relative(WEB, resolve(dirname(join(WEB, file)), spec)) }));
  });
}

/** `screens/home/Home.tsx` → `screens/home`; `ui/Card.tsx` → `ui`; outside web/ → `..`. */
function area(path: string): string {
  const parts = path.split(/[\\/]/);
  if (parts[0] === 'screens') return `screens/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : path;
}

/** Imports from a screen into another screen or into app/. */
function screenViolations(list: Import[]): string[] {
  return list
    .filter((i) => area(i.from).startsWith('screens/'))
    .filter((i) => area(i.to) === 'app' || (area(i.to).startsWith('screens/') && area(i.to) !== area(i.from)))
    .map((i) => `${i.from} → ${i.to}`);
}

/** Imports from the shared parts into a screen or into app/. */
function sharedViolations(list: Import[]): string[] {
  return list
    .filter((i) => ['ui', 'state', 'net'].includes(area(i.from)))
    .filter((i) => area(i.to) === 'app' || area(i.to).startsWith('screens/'))
    .map((i) => `${i.from} → ${i.to}`);
}

/** Imports from ui/ into net/ (components take what the transport does as props or from state/). */
function uiViolations(list: Import[]): string[] {
  return list.filter((i) => area(i.from) === 'ui' && area(i.to) === 'net').map((i) => `${i.from} → ${i.to}`);
}

/**
 * Every `new WebSocket(` in web/ outside the one reconnecting helper (and web/boot.ts, whose early
 * socket that helper's owner adopts: web/net/early-socket.ts).
 */
function socketsOutsideHelper(): string[] {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  return files.filter(
    (f) =>
      f !== 'net/socket.ts' && f !== 'boot.ts' && /new WebSocket\(/.test(readFileSync(join(WEB, f), 'utf8')),
  );
}

describe('web/ keeps its layout', () => {
  const all = imports();

  it('finds the screens, the shared parts and their imports', () => {
    const areas = new Set(all.map((i) => area(i.from)));
    for (const a of ['app', 'screens/home', 'screens/room', 'screens/embed', 'ui', 'state', 'net'])
      expect(areas).toContain(a);
    expect(all.length).toBeGreaterThan(100);
  });

  it('a screen imports neither another screen nor app/', () => {
    expect(screenViolations(all)).toEqual([]);
  });

  it('ui/, state/ and net/ import no screen and not app/', () => {
    expect(sharedViolations(all)).toEqual([]);
  });

  it('ui/ imports nothing from net/', () => {
    expect(uiViolations(all)).toEqual([]);
    expect(uiViolations([{ from: 'ui/ConnectionBadge.tsx', to: 'net/connection' }])).toHaveLength(1);
  });

  it('opens WebSockets in one place: the reconnecting helper the room and quick match share', () => {
    expect(socketsOutsideHelper()).toEqual([]);
  });

  it('keeps one translation loader and the room store in state/', () => {
    const files = readdirSync(join(WEB, 'state'));
    expect(files).toContain('room.ts');
    expect(files.filter((f) => /text\.ts$|i18n/.test(f))).toEqual(['i18n.ts']);
    expect(readdirSync(join(WEB, 'net'))).not.toContain('store.ts');
  });

  it('would catch each kind of wrong import (and allows a screen its own folders)', () => {
    const fake: Import[] = [
      { from: 'screens/room/RoomScreen.tsx', to: 'screens/embed/EmbedBar' },
      { from: 'screens/home/Home.tsx', to: 'app/screens' },
      { from: 'screens/room/table/Table.tsx', to: 'screens/room/game/log' },
      { from: 'ui/Card.tsx', to: 'screens/room/table/table-state' },
      { from: 'state/route.ts', to: 'app/App' },
      { from: 'app/App.tsx', to: 'screens/home/Home' },
    ];
    expect(screenViolations(fake)).toEqual([
      'screens/room/RoomScreen.tsx → screens/embed/EmbedBar',
      'screens/home/Home.tsx → app/screens',
    ]);
    expect(sharedViolations(fake)).toEqual([
      'ui/Card.tsx → screens/room/table/table-state',
      'state/route.ts → app/App',
    ]);
  });
});
