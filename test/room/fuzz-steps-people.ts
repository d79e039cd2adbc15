import { CLOSE_CODES } from '../../shared/protocol';
import type { Facts } from './fuzz-invariants';
import type { Prng } from './fuzz-random';
import type { Person } from './fuzz-socket';
import type { World } from './fuzz-world';

/**
 * Steps of people and their tabs, and of the runtime around the room: arriving, coming back with
 * the token, reloading, a second tab, leaving (any close code, on purpose or not), a socket lost
 * without a close, the client's answer to the room's close, time passing and the alarm (due, twice,
 * early), eviction and a restart that drops every socket.
 */

/** People who come at most, besides forged-token visitors. */
export const MAX_PEOPLE = 12;

const ADDRESSES = ['', '203.0.113.7', '198.51.100.20', '2001:db8:1:2::'];
const NAMES = ['Ann', 'Bob', 'Chloé', 'Dev', 'Emi', 'Fatou', 'Gus', 'Hana', 'Iris', 'Jon', 'Kai', 'Lior'];

/** A new person (`token`: a forged one, never given by the room). */
export function newPerson(w: World, r: Prng, token: string | null = null): Person {
  const n = w.people.length;
  const person: Person = { name: `${NAMES[n % NAMES.length]}${n}`, from: r.pick(ADDRESSES), token, id: null };
  w.people.push(person);
  return person;
}

/** Someone new opens the link and joins. */
export async function arrive(w: World, r: Prng): Promise<Facts | null> {
  if (w.people.length >= MAX_PEOPLE) return null;
  const tab = w.open(newPerson(w, r));
  if (!tab) return { label: 'arrive: refused', sender: null };
  await w.join(tab, false);
  return { label: `arrive ${tab.label}`, sender: tab };
}

/** Someone with a token and no open tab comes back (their seat, if any, is theirs again). */
export async function comeBack(w: World, r: Prng): Promise<Facts | null> {
  const absent = w.people.filter((p) => p.token !== null && !w.liveTabOf(p));
  if (absent.length === 0) return null;
  const person = r.pick(absent);
  const tab = w.open(person);
  if (!tab) return { label: `come back ${person.name}: refused`, sender: null };
  await w.join(tab, true);
  return { label: `come back ${tab.label}`, sender: tab };
}

/** A tab reloads: its socket closes, a new one resumes with the token. */
export async function reload(w: World, r: Prng): Promise<Facts | null> {
  const live = w.live();
  if (live.length === 0) return null;
  const old = r.pick(live);
  await w.clientClose(old, r.pick([1000, 1001, 1005, 1006]));
  const tab = old.person && w.open(old.person);
  if (tab) await w.join(tab, true);
  return { label: `reload ${old.label} → ${tab?.label ?? 'refused'}`, sender: null };
}

/** The same person opens a second tab: the newest socket supersedes the older one. */
export async function secondTab(w: World, r: Prng): Promise<Facts | null> {
  const live = w.live();
  if (live.length === 0) return null;
  const old = r.pick(live);
  const tab = old.person && w.open(old.person);
  if (!tab) return { label: `second tab for ${old.label}: refused`, sender: null };
  await w.join(tab, true);
  return { label: `second tab ${tab.label} over ${old.label}`, sender: tab };
}

/** A tab closes: a normal close, going away, no code, abnormal, or "left" on purpose. */
export async function leave(w: World, r: Prng): Promise<Facts | null> {
  const live = w.live();
  if (live.length === 0) return null;
  const tab = r.pick(live);
  const code = r.pick([1000, 1001, 1005, 1006, CLOSE_CODES.left]);
  await w.clientClose(tab, code);
  return { label: `leave ${tab.label} (${code})`, sender: null };
}

/** A socket is lost with no close event (a network cut), or with an error event. */
export async function lose(w: World, r: Prng): Promise<Facts | null> {
  const open = w.tabs.filter((t) => !t.clientGone && !t.closedWith);
  if (open.length === 0) return null;
  const tab = r.pick(open);
  if (r.chance(0.7)) w.drop(tab);
  else await w.fail(tab);
  return { label: `lose ${tab.label}`, sender: null };
}

/** A client answers the room's close (superseded, refused, too big…): the runtime's close event. */
export async function answerClose(w: World, r: Prng): Promise<Facts | null> {
  const closed = w.tabs.filter((t) => t.closedByRoom());
  if (closed.length === 0) return null;
  const tab = r.pick(closed);
  await w.echo(tab);
  return { label: `answer close ${tab.label} (${tab.closedWith?.code})`, sender: null };
}

/** A socket that opens and never joins (it waits, until the room needs its place). */
export async function idle(w: World, r: Prng): Promise<Facts | null> {
  const tab = w.open(null, r.pick(ADDRESSES));
  return { label: `idle socket ${tab?.label ?? 'refused'}`, sender: null };
}

/** Time passes (up to 3 s); the alarm fires when due. With only computers to move, until their move. */
export async function tick(w: World, r: Prng, computersOnly: boolean): Promise<Facts> {
  const alarm = w.storage.alarm;
  if (computersOnly && alarm !== null && alarm - w.now <= 120_000) w.advance(Math.max(0, alarm - w.now));
  else w.advance(r.int(3000));
  const due = w.alarmDue();
  if (due) await w.fireAlarm();
  return { label: `tick${due ? ': alarm' : ''}`, sender: null };
}

/** A long wait: past the takeover of an away player, past the turn timer, or up to two minutes. */
export async function wait(w: World, r: Prng): Promise<Facts> {
  const { takeoverAfter, turnLimit } = w.ports.timing;
  const ms = r.pick([takeoverAfter, turnLimit, r.int(120_000)]) + r.int(2000);
  w.advance(ms);
  const due = w.alarmDue();
  if (due) await w.fireAlarm();
  return { label: `wait ${ms} ms${due ? ': alarm' : ''}`, sender: null };
}

/** The alarm fires twice in a row (the runtime retries), or once before it is due. */
export async function alarmAgain(w: World, r: Prng): Promise<Facts | null> {
  if (w.storage.alarm === null) return null;
  const early = !w.alarmDue();
  await w.fireAlarm();
  if (!early || r.chance(0.5)) await w.fireAlarm();
  return { label: early ? 'alarm early' : 'alarm twice', sender: null };
}

/** Eviction (a new instance; sockets kept), or a restart (every socket dropped with no event). */
export async function evict(w: World, r: Prng): Promise<Facts> {
  const restart = r.chance(0.25);
  if (restart) for (const tab of [...w.tabs]) w.drop(tab);
  await w.evict();
  return { label: restart ? 'restart' : 'evict', sender: null };
}
