/**
 * Fast playouts for the expert search (issue 30): one sampled world (a full deal consistent with
 * the seat's knowledge, `worlds.ts`) played to the end by a perfect-memory greedy policy for every
 * seat. The world is the playout's own truth; each simulated seat reads only its own hand and the
 * cards the table has seen (`known`), never the other unknown cards of the world.
 *
 * Rules as docs/rules.md, A turn and Winning: a mismatch ends the turn and its cards go back known
 * to all; three equal values are a trio, collected, and the win is checked (team trios pooled).
 */

/** A playout's generator (xorshift32 from a seed word drawn from the bot's own generator). */
export interface Rand {
  s: number;
}

function rand(r: Rand): number {
  let x = r.s;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  r.s = x >>> 0;
  return r.s / 4294967296;
}

/** A reveal in a playout: a center slot (`slot` ≥ 0) or a seat's end (`slot` -1; `high` 1 = highest). */
export interface SimReveal {
  slot: number;
  seat: number;
  high: number;
  v: number;
}

/** A whole game in one world. Hands ascending; `known` says which cards the whole table has seen. */
export interface Sim {
  spicy: boolean;
  threeTrios: boolean;
  teams: number[][] | null;
  hands: number[][];
  known: boolean[][];
  /** Per slot: the value, 0 once collected (teams: none). */
  center: number[];
  cknown: boolean[];
  trios: number[][];
  turn: number;
  /** This turn's reveals (their hand cards out of their hands). */
  rev: SimReveal[];
  winner: number[] | null;
}

function faceUp(sim: Sim, slot: number): boolean {
  for (const r of sim.rev) if (r.slot === slot) return true;
  return false;
}

function teamOf(sim: Sim, seat: number): number[] {
  return sim.teams?.find((t) => t.includes(seat)) ?? [seat];
}

function winsWith(sim: Sim, seat: number, v: number): boolean {
  if (v === 7) return true;
  const pooled = teamOf(sim, seat).flatMap((s) => sim.trios[s] ?? []);
  if (!sim.spicy) return pooled.length >= 3;
  for (let i = 0; i < pooled.length; i++)
    for (let j = i + 1; j < pooled.length; j++) {
      const a = pooled[i] ?? 0;
      const b = pooled[j] ?? 0;
      if (a + b === 7 || a - b === 7 || b - a === 7) return true;
    }
  return sim.threeTrios && pooled.length >= 3;
}

/** Applies one reveal for the seat on turn (the reveal must be possible). */
export function step(sim: Sim, slot: number, seat: number, high: number): void {
  let v: number;
  if (slot >= 0) v = sim.center[slot] ?? 0;
  else {
    const h = sim.hands[seat] ?? [];
    const k = sim.known[seat] ?? [];
    v = (high ? h.pop() : h.shift()) ?? 0;
    if (high) k.pop();
    else k.shift();
  }
  const last = sim.rev[sim.rev.length - 1];
  const n = sim.hands.length;
  if (last !== undefined && last.v !== v) {
    sim.rev.push({ slot, seat, high, v });
    for (const r of sim.rev) {
      if (r.slot >= 0) sim.cknown[r.slot] = true;
      else {
        const h = sim.hands[r.seat] ?? [];
        const k = sim.known[r.seat] ?? [];
        let i = 0;
        while (i < h.length && (h[i] ?? 0) < r.v) i++;
        h.splice(i, 0, r.v);
        k.splice(i, 0, true);
      }
    }
    sim.rev = [];
    sim.turn = (sim.turn + 1) % n;
    return;
  }
  sim.rev.push({ slot, seat, high, v });
  if (sim.rev.length < 3) return;
  for (const r of sim.rev) if (r.slot >= 0) sim.center[r.slot] = 0;
  sim.trios[sim.turn]?.push(v);
  if (winsWith(sim, sim.turn, v)) sim.winner = teamOf(sim, sim.turn);
  sim.rev = [];
  sim.turn = (sim.turn + 1) % n;
}

/** How many known copies of the same value a source shows in a row for `me` (0: unknown). */
function knownRun(sim: Sim, me: number, slot: number, seat: number, high: number): [number, number] {
  if (slot >= 0) return sim.cknown[slot] ? [sim.center[slot] ?? 0, 1] : [0, 0];
  const h = sim.hands[seat] ?? [];
  const k = sim.known[seat] ?? [];
  const own = seat === me;
  const at = (i: number): number => (own || k[i] ? (h[i] ?? 0) : 0);
  const first = high ? h.length - 1 : 0;
  const v = at(first);
  if (v === 0) return [0, 0];
  let c = 0;
  for (let i = first; i >= 0 && i < h.length && at(i) === v && c < 3; i += high ? -1 : 1) c++;
  return [v, c];
}

const tally = new Float64Array(13);
const cands = new Int32Array(64);

/** The greedy move of the seat on turn: its best known value, then likely places for the rest. */
export function greedyMove(sim: Sim, r: Rand): void {
  const me = sim.turn;
  const x = sim.rev[0]?.v ?? 0;
  const n = sim.hands.length;
  let nc = 0;
  // Candidates encoded as slot (≥ 0) or -(1 + seat * 2 + high).
  for (let s = 0; s < sim.center.length; s++)
    if ((sim.center[s] ?? 0) > 0 && !faceUp(sim, s)) cands[nc++] = s;
  for (let s = 0; s < n; s++) {
    const len = sim.hands[s]?.length ?? 0;
    if (len > 0) cands[nc++] = -(1 + s * 2);
    if (len > 1) cands[nc++] = -(2 + s * 2);
  }
  if (nc === 0) {
    sim.winner = [];
    return;
  }
  let want = x;
  if (want === 0) {
    tally.fill(0);
    for (let i = 0; i < nc; i++) {
      const c = cands[i] ?? 0;
      const [v, k] = c >= 0 ? knownRun(sim, me, c, 0, 0) : knownRun(sim, me, -1, (-c - 1) >> 1, (-c - 1) & 1);
      if (v > 0) tally[v] = (tally[v] ?? 0) + k;
    }
    let top = 0;
    for (let v = 1; v <= 12; v++) {
      const t = (tally[v] ?? 0) > 0 ? (tally[v] ?? 0) + rand(r) * 0.5 : 0;
      if (t > top) [top, want] = [t, v];
    }
  }
  // A known copy of the wanted value first.
  for (let i = 0; i < nc; i++) {
    const c = cands[i] ?? 0;
    const [v] = c >= 0 ? knownRun(sim, me, c, 0, 0) : knownRun(sim, me, -1, (-c - 1) >> 1, (-c - 1) & 1);
    if (v === want && v > 0) {
      play(sim, c);
      return;
    }
  }
  // Else an unknown card: a hand end on the value's side, or a center slot.
  let nu = 0;
  for (let i = 0; i < nc; i++) {
    const c = cands[i] ?? 0;
    const [v] = c >= 0 ? knownRun(sim, me, c, 0, 0) : knownRun(sim, me, -1, (-c - 1) >> 1, (-c - 1) & 1);
    if (v !== 0) continue;
    if (c < 0 && ((-c - 1) & 1) !== (want > 6 ? 1 : 0)) continue;
    cands[nc + nu++] = c;
  }
  const pick = nu > 0 ? (cands[nc + Math.floor(rand(r) * nu)] ?? 0) : (cands[Math.floor(rand(r) * nc)] ?? 0);
  play(sim, pick);
}

function play(sim: Sim, c: number): void {
  if (c >= 0) step(sim, c, 0, 0);
  else step(sim, -1, (-c - 1) >> 1, (-c - 1) & 1);
}

/** Plays greedy moves until a win or `maxTurns` turn changes; returns the winners ([]: none). */
export function playOut(sim: Sim, r: Rand, maxTurns: number): number[] {
  let turns = 0;
  let guard = 0;
  while (sim.winner === null && turns < maxTurns && guard++ < 2000) {
    const before = sim.turn;
    greedyMove(sim, r);
    if (sim.turn !== before || sim.rev.length === 0) turns++;
  }
  return sim.winner ?? [];
}

/** A deep copy of a playout state. */
export function cloneSim(s: Sim): Sim {
  return {
    spicy: s.spicy,
    threeTrios: s.threeTrios,
    teams: s.teams,
    hands: s.hands.map((h) => h.slice()),
    known: s.known.map((k) => k.slice()),
    center: s.center.slice(),
    cknown: s.cknown.slice(),
    trios: s.trios.map((t) => t.slice()),
    turn: s.turn,
    rev: s.rev.slice(),
    winner: s.winner,
  };
}
