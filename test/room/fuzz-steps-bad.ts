import { CLOSE_CODES, type ClientMessage, MAX_FRAME_BYTES, PROTOCOL_VERSION } from '../../shared/protocol';
import type { Facts } from './fuzz-invariants';
import { legalAct } from './fuzz-moves';
import type { Prng } from './fuzz-random';
import type { FuzzSocket } from './fuzz-socket';
import { newPerson } from './fuzz-steps-people';
import { Violation } from './fuzz-truth';
import type { World } from './fuzz-world';

/**
 * Steps that test the room's guard: malformed frames of every kind (each refused with an error,
 * or a close, and nothing changed), a flood that gets rate-limited and then closed, and bursts of
 * events from several sockets delivered at once (two joins hashing tokens at the same time, two
 * people racing for a seat, a frame and a close, a move and a second tab).
 */

/** Frames that are not valid messages: each gets `protocol/invalid_message`. */
const INVALID = [
  '{"type":',
  'null',
  '[]',
  '"join"',
  '{"type":"nope"}',
  '{"type":"sit","seat":1.5}',
  '{"type":"sit","seat":"2"}',
  '{"type":"act","action":{"type":"reveal"},"version":0}',
  '{"type":"act","action":{"type":"swap","value":13},"version":0}',
  '{"type":"configure","config":{"players":5,"mode":"simple","teams":true,"log":"open"}}',
  '{"type":"rename","name":"   "}',
  '{"type":"rename","name":"a\\u202eb"}',
];

const hex32 = (r: Prng) => Array.from({ length: 32 }, () => '0123456789abcdef'[r.int(16)]).join('');

/** One malformed or misplaced frame. */
export async function malformed(w: World, r: Prng): Promise<Facts | null> {
  const live = w.live();
  const roll = r.int(9);
  if (roll <= 3 && live.length > 0) {
    const tab = r.pick(live);
    const frame = r.pick(INVALID);
    await w.deliver(tab, frame);
    return { label: `${tab.label} sends ${frame}`, sender: tab };
  }
  if (roll === 4 && live.length > 0) {
    const tab = r.pick(live);
    const big = r.chance(0.5);
    const frame = big
      ? JSON.stringify({ type: 'rename', name: 'x', pad: 'y'.repeat(MAX_FRAME_BYTES) })
      : new Uint8Array(new TextEncoder().encode('{"type":"stand"}')).buffer;
    await w.deliver(tab, frame);
    const label = `${tab.label} sends ${big ? 'a frame over 4 KiB' : 'a binary frame'}`;
    return big ? { label, sender: tab, closes: CLOSE_CODES.messageTooBig } : { label, sender: tab };
  }
  if (roll === 5 && live.length > 0) {
    const tab = r.pick(live);
    await w.join(tab, true);
    return { label: `${tab.label} joins again`, sender: tab };
  }
  const person = roll === 8 ? newPerson(w, r, hex32(r)) : (r.pick(w.people) ?? null);
  const tab = w.open(person);
  if (!tab) return { label: 'malformed: socket refused', sender: null };
  if (roll === 6) {
    await w.send(tab, { type: 'stand' });
    return { label: `${tab.label} stands before joining`, sender: tab };
  }
  if (roll === 7) {
    const message: ClientMessage = { type: 'join', protocol: PROTOCOL_VERSION + 1, name: 'Old client' };
    await w.send(tab, message);
    return {
      label: `${tab.label} joins with an old protocol`,
      sender: tab,
      closes: CLOSE_CODES.protocolMismatch,
    };
  }
  // A token the room never gave: a new identity with a new token, nobody's seat.
  await w.join(tab, true);
  return { label: `${tab.label} joins with a forged token`, sender: tab };
}

/** A tab floods the room with changes until the rate limit closes it (1008). */
export async function flood(w: World, r: Prng): Promise<Facts | null> {
  const live = w.live();
  if (live.length === 0) return null;
  const tab = r.pick(live);
  for (let i = 0; i < 60 && !tab.closedWith; i++)
    await w.send(tab, { type: 'rename', name: `Flood${i % 3}` });
  if (tab.closedWith?.code !== CLOSE_CODES.policyViolation)
    throw new Violation('a flood is closed', `${tab.label}: ${JSON.stringify(tab.closedWith)}`);
  return { label: `flood from ${tab.label}`, sender: null };
}

/** Two or three events from different sockets, all delivered before any is handled. */
export async function burst(w: World, r: Prng): Promise<Facts | null> {
  const used = new Set<FuzzSocket>();
  const seat = r.int(6);
  const parts: { label: string; run: () => Promise<void> }[] = [];
  const count = 2 + r.int(2);
  for (let tries = 0; parts.length < count && tries < 8; tries++) {
    const part = burstPart(w, r, used, seat);
    if (part) parts.push(part);
  }
  if (parts.length < 2) return null;
  const runs = parts.map((p) => p.run());
  await Promise.all(runs);
  return { label: `burst: ${parts.map((p) => p.label).join(' | ')}`, sender: null, concurrent: true };
}

function burstPart(
  w: World,
  r: Prng,
  used: Set<FuzzSocket>,
  seat: number,
): { label: string; run: () => Promise<void> } | null {
  const free = w.live().filter((t) => !used.has(t));
  const tab = free.length > 0 ? r.pick(free) : null;
  const roll = r.int(7);
  if (roll === 0 || !tab) {
    const absent = w.people.filter((p) => p.token !== null && !w.liveTabOf(p));
    const person = absent.length > 0 && r.chance(0.6) ? r.pick(absent) : newPerson(w, r);
    const joining = w.open(person);
    if (!joining) return null;
    used.add(joining);
    return { label: `join ${joining.label}`, run: () => w.join(joining, person.token !== null) };
  }
  used.add(tab);
  if (roll === 1)
    return { label: `${tab.label} sits on ${seat}`, run: () => w.send(tab, { type: 'sit', seat }) };
  if (roll === 2) {
    const legal = legalAct(w, r);
    if (!legal || used.has(legal.tab)) return null;
    used.add(legal.tab);
    return { label: `${legal.tab.label} acts`, run: () => w.send(legal.tab, legal.message) };
  }
  if (roll === 3)
    return { label: `${tab.label} leaves`, run: () => w.clientClose(tab, r.pick([1001, 4005])) };
  if (roll === 4)
    return {
      label: `${tab.label} stands and leaves`,
      run: () => Promise.all([w.send(tab, { type: 'stand' }), w.clientClose(tab, 1001)]).then(() => {}),
    };
  if (roll === 5 && tab.person) {
    const second = w.open(tab.person);
    if (!second) return null;
    used.add(second);
    return { label: `second tab ${second.label}`, run: () => w.join(second, true) };
  }
  return { label: `${tab.label} renames`, run: () => w.send(tab, { type: 'rename', name: 'Racer' }) };
}
