import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../shared/bots';
import type { GameConfigInput, GameState } from '../../shared/engine';
import { RECORD_ERRORS, readRecordText, replay } from '../../shared/record';
import { ALL_CONFIGS } from '../fixtures/deals';
import { must, sameJson, testRng } from '../fixtures/play';
import { botGame, type PlayedGame, randomGame } from '../fixtures/recorded';

/** What a replayed state must equal: everything but the seed and the PRNG (a replay deals no cards). */
function played(state: GameState): Omit<GameState, 'seed' | 'rng'> {
  const { seed: _seed, rng: _rng, ...rest } = state;
  return rest;
}

/**
 * Replays a game's record after a trip through JSON text (as a `.trio.json` file or an HTTP answer
 * carries it) and checks it step by step against what was played: the same state after every
 * action, the same events, the same final state and winner. Plain assertions: thousands of games.
 */
function checkReplays(game: PlayedGame, where: string): void {
  const read = readRecordText(JSON.stringify(game.record));
  if (!read.ok) throw new Error(`${where}: ${read.error.code} ${read.error.message}`);
  const result = replay(read.value);
  if (!result.ok) throw new Error(`${where}: ${result.error.code} ${result.error.message}`);
  const { steps, final } = result.value;
  must(steps.length === game.states.length, `${where}: one step per action`);
  for (let i = 0; i < steps.length; i++) {
    must(sameJson(played(steps[i]!.state), played(game.states[i]!)), `${where}: the state after action ${i}`);
    must(sameJson(steps[i]!.events, game.events[i]), `${where}: the events of action ${i}`);
  }
  must(sameJson(played(final), played(game.final)), `${where}: the final state`);
  must(sameJson(final.winner, game.record.winner), `${where}: the recorded winner`);
}

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];
const name = (c: GameConfigInput) => `${c.players}p ${c.mode}${c.teams ? ' teams' : ''}`;

describe('game records replay through shared/engine', { timeout: 120_000 }, () => {
  it('every record of 2,000 seeded bot games replays to its winner, state by state', () => {
    const GAMES = 2000;
    const random = testRng(17);
    let actions = 0;
    for (let g = 0; g < GAMES; g++) {
      const base = ALL_CONFIGS[g % ALL_CONFIGS.length]!;
      // Spicy games under the Picante house rule now and then: the record carries it.
      const config = base.mode === 'spicy' && g % 3 === 0 ? { ...base, spicyThreeTrios: true } : base;
      // Mostly easy and normal (fast); a hard bot now and then (one game in fifty).
      const levels = Array.from({ length: config.players }, () =>
        g % 50 === 0 ? LEVELS[Math.floor(random() * 3)]! : LEVELS[Math.floor(random() * 2)]!,
      );
      const where = `bot game ${g} (${name(config)})`;
      const game = botGame(config, levels, `record-${g}`);
      checkReplays(game, where);
      actions += game.record.actions.length;
    }
    // Whole games, not openings: every one of them ran to its winning trio.
    expect(actions).toBeGreaterThan(GAMES * 20);
  });

  it('records of long random games (uniform legal play, every configuration) replay exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_CONFIGS),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (config, seed, driver) => {
          checkReplays(randomGame(config, seed, driver), `random ${name(config)} ${seed}/${driver}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the winner, every reason, and team wins for both partners come back from records', () => {
    const reasons = new Set<string>();
    let teamWins = 0;
    for (let g = 0; g < 120; g++) {
      const config = ALL_CONFIGS[g % ALL_CONFIGS.length]!;
      const game = botGame(config, new Array<BotLevel>(config.players).fill('normal'), `reasons-${g}`);
      const result = replay(game.record);
      if (!result.ok) throw new Error(result.error.message);
      const winner = result.value.final.winner!;
      reasons.add(winner.reason);
      expect(winner).toEqual(game.final.winner);
      if (config.teams) {
        expect(winner.seats).toHaveLength(2);
        teamWins++;
      }
    }
    expect(reasons).toEqual(new Set(['three_trios', 'connected_trios', 'trio_of_sevens']));
    expect(teamWins).toBeGreaterThan(0);
  });
});

describe('a record that does not replay says why (and nothing throws)', () => {
  const game = botGame(
    { players: 3, mode: 'simple', teams: false },
    ['normal', 'easy', 'normal'],
    'refusals',
  );
  const text = JSON.stringify(game.record);
  const edited = (change: (record: Record<string, unknown>) => void) => {
    const copy = JSON.parse(text) as Record<string, unknown>;
    change(copy);
    return JSON.stringify(copy);
  };
  const outcome = (file: string) => {
    const read = readRecordText(file);
    if (!read.ok) return read.error;
    const result = replay(read.value);
    return result.ok ? null : result.error;
  };

  it('the unedited record replays', () => {
    expect(outcome(text)).toBeNull();
  });

  it('not JSON, or not a record: record/invalid naming the field', () => {
    expect(outcome('{"protocol":1,')).toMatchObject({ code: RECORD_ERRORS.invalid });
    expect(outcome('[]')).toMatchObject({ code: RECORD_ERRORS.invalid });
    expect(outcome(edited((r) => delete r.deal))).toMatchObject({ code: RECORD_ERRORS.invalid });
    const seven = edited((r) => {
      (r.deal as { center: unknown[] }).center[0] = '7';
    });
    expect(outcome(seven)).toMatchObject({
      code: RECORD_ERRORS.invalid,
      message: expect.stringMatching(/^deal\.center\.0/),
    });
  });

  it('another protocol version: record/wrong_protocol, whatever else the file holds', () => {
    expect(outcome(edited((r) => (r.protocol = 2)))).toMatchObject({ code: RECORD_ERRORS.wrongProtocol });
    expect(outcome('{"protocol":99,"something":"else"}')).toMatchObject({
      code: RECORD_ERRORS.wrongProtocol,
    });
    expect(replay({ ...game.record, protocol: 0 })).toMatchObject({
      ok: false,
      error: { code: RECORD_ERRORS.wrongProtocol },
    });
  });

  it('a deal that is not a deal: record/bad_deal; seats that do not fit: record/bad_seats', () => {
    const fourFives = edited((r) => {
      const deal = r.deal as { hands: number[][] };
      deal.hands[0]![0] = deal.hands[0]![0] === 5 ? 6 : 5;
    });
    expect(outcome(fourFives)).toMatchObject({ code: RECORD_ERRORS.badDeal });
    expect(outcome(edited((r) => (r.firstSeat = 4)))).toMatchObject({ code: RECORD_ERRORS.badDeal });
    expect(outcome(edited((r) => (r.seats as unknown[]).push({ name: 'Dee', bot: null })))).toMatchObject({
      code: RECORD_ERRORS.badSeats,
    });
  });

  it('an edited action: record/illegal_action at its step, with the engine’s code', () => {
    const step = 1;
    const wrongSeat = edited((r) => {
      const a = (r.actions as { seat: number }[])[step]!;
      a.seat = (a.seat + 1) % 3;
    });
    expect(outcome(wrongSeat)).toMatchObject({
      code: RECORD_ERRORS.illegalAction,
      step,
      engine: 'engine/not_your_turn',
    });
  });

  it('cut short: record/unfinished; an action after the win: record/after_end; another winner: record/wrong_winner', () => {
    expect(outcome(edited((r) => (r.actions as unknown[]).pop()))).toMatchObject({
      code: RECORD_ERRORS.unfinished,
    });
    const last = game.record.actions.length;
    expect(outcome(edited((r) => (r.actions as unknown[]).push(game.record.actions[0])))).toMatchObject({
      code: RECORD_ERRORS.afterEnd,
      step: last,
    });
    const other = edited((r) => {
      const w = r.winner as { seats: number[] };
      w.seats = [(w.seats[0]! + 1) % 3];
    });
    expect(outcome(other)).toMatchObject({ code: RECORD_ERRORS.wrongWinner });
  });

  it('any edit of any field either replays or is refused with a record code; nothing throws', () => {
    const codes = new Set<string>(Object.values(RECORD_ERRORS));
    const paths: (string | number)[][] = [];
    const collect = (value: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (typeof value === 'object' && value !== null)
        for (const [k, v] of Object.entries(value))
          collect(v, [...path, Array.isArray(value) ? Number(k) : k]);
    };
    collect(game.record, []);
    fc.assert(
      fc.property(fc.constantFrom(...paths.filter((p) => p.length > 0)), fc.jsonValue(), (path, value) => {
        const copy = JSON.parse(text) as Record<string | number, unknown>;
        let at: Record<string | number, unknown> = copy;
        for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
        at[path[path.length - 1]!] = value;
        const error = outcome(JSON.stringify(copy));
        return error === null || codes.has(error.code);
      }),
      { numRuns: 400 },
    );
  });
});
