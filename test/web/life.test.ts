import { describe, expect, it } from 'vitest';
import type { GameEvent, Reveal } from '../../shared/engine/types';
import { LANGUAGES } from '../../shared/i18n';
import { LIFE } from '../../shared/i18n/all';
import { EMOJI_REACTIONS, REACTION_INTERVAL_MS, REACTIONS } from '../../shared/protocol/reactions';
import { audibleCues, cuesOf } from '../../web/screens/room/life/cues';
import { REACTION_LOOKS, REST_MS, reactionWords } from '../../web/screens/room/life/reaction-words';
import { scoreEntries, scoreText } from '../../web/screens/room/life/score';
import { countdownFrom } from '../../web/screens/room/table/turn-clock';
import type { RoomMessage } from '../../web/state/room';

/**
 * The pure parts of life at the table (web/screens/room/life): which sounds a frame makes, how each
 * reaction shows in every language, the room's score line, and when the turn's countdown shows.
 */

const revealed = (seat: number, value: 1 | 5 | 7, slot = 0): GameEvent => ({
  type: 'revealed',
  seat,
  target: { kind: 'center', slot },
  value,
});
const shown = (...values: (1 | 5 | 7)[]): Reveal[] =>
  values.map((value, slot) => ({ target: { kind: 'center', slot }, value }));

describe('the sounds of a frame', () => {
  it('a first reveal clicks, a reveal that matches the turn so far chimes up', () => {
    expect(cuesOf([revealed(1, 5)], [], 0)).toEqual(['reveal']);
    expect(cuesOf([revealed(1, 5)], shown(5), 0)).toEqual(['match']);
    expect(cuesOf([revealed(1, 7)], shown(5), 0)).toEqual(['reveal']);
  });

  it('a mismatch that hands the turn to the viewer sounds, then says it is their turn', () => {
    const events: GameEvent[] = [
      revealed(1, 7),
      { type: 'mismatch', seat: 1, revealed: shown(5, 7) },
      { type: 'turn_started', seat: 0 },
    ];
    expect(cuesOf(events, shown(5), 0)).toEqual(['mismatch', 'your_turn']);
    // Another seat's turn, or a spectator: no "your turn".
    expect(cuesOf(events, shown(5), 2)).toEqual(['mismatch']);
    expect(cuesOf(events, shown(5), null)).toEqual(['mismatch']);
  });

  it('a tab in the background plays only "your turn" (the title says it too); in view, everything', () => {
    const events: GameEvent[] = [
      revealed(1, 7),
      { type: 'mismatch', seat: 1, revealed: shown(5, 7) },
      { type: 'turn_started', seat: 0 },
    ];
    const cues = cuesOf(events, shown(5), 0);
    expect(audibleCues(cues, true)).toEqual(['your_turn']);
    expect(audibleCues(cues, false)).toEqual(['mismatch', 'your_turn']);
    expect(audibleCues(cuesOf(events, shown(5), 2), true)).toEqual([]);
  });

  it('a trio outranks the reveal that made it, the end outranks the trio and ends the turns', () => {
    const trio: GameEvent[] = [revealed(0, 5), { type: 'trio_collected', seat: 0, value: 5 }];
    expect(cuesOf(trio, shown(5, 5), 1)).toEqual(['trio']);
    const won: GameEvent[] = [
      ...trio,
      { type: 'game_won', seats: [0], reason: 'three_trios' },
      { type: 'turn_started', seat: 1 },
    ];
    expect(cuesOf(won, shown(5, 5), 1)).toEqual(['game_over']);
  });

  it('a resync and the team swap are silent', () => {
    expect(cuesOf([], shown(5), 0)).toEqual([]);
    expect(cuesOf([{ type: 'swap_started', teams: [[0, 2]] }], [], 0)).toEqual([]);
  });
});

describe('the reactions', () => {
  it('show every protocol code, in its order, eight emoji then six phrases', () => {
    expect(Object.keys(REACTION_LOOKS)).toEqual([...REACTIONS]);
    expect(REACTIONS.filter((code) => REACTION_LOOKS[code].emoji !== null)).toEqual([...EMOJI_REACTIONS]);
    expect(REST_MS).toBe(REACTION_INTERVAL_MS);
  });

  it('have words in every language, all different within a language', () => {
    for (const lang of LANGUAGES) {
      const words = REACTIONS.map((code) => reactionWords(LIFE[lang], code));
      expect(words.every((w) => w.trim().length > 0)).toBe(true);
      expect(new Set(words).size, lang).toBe(REACTIONS.length);
    }
    expect(reactionWords(LIFE.ja, 'well_played')).toBe('お見事');
    expect(reactionWords(LIFE.fr, 'nice')).toBe('Joli\u202f!');
  });
});

/** A room frame with these seats' names (null: a bot) and this tally. */
function roomWith(names: (string | null)[], wins: number[], games: number, teams = false): RoomMessage {
  return {
    type: 'room',
    id: 'abcdefghjk',
    status: 'lobby',
    config: {
      players: names.length as 3 | 4,
      mode: 'simple',
      teams,
      log: 'classic',
      spicyThreeTrios: false,
      turnTimer: 'normal',
    },
    seats: names.map((name, i) => ({
      player: name ? `p${i}` : null,
      name,
      bot: name ? null : 'easy',
      connected: true,
      autoplay: false,
      awayForMs: null,
    })),
    host: 'p0',
    spectators: 0,
    scoreboard: { games, wins },
  };
}

describe('the score line', () => {
  const name = (room: RoomMessage) => (seat: number) => room.seats[seat]?.name ?? `Bot ${seat + 1}`;
  const team = (letter: string) => `Team ${letter}`;

  it('names every seat with its wins, in seat order', () => {
    const room = roomWith(['Ann', 'Bob', null], [2, 1, 0], 3);
    expect(scoreText(scoreEntries(room, name(room), team))).toBe('Ann 2 · Bob 1 · Bot 3 0');
  });

  it('counts a team once, by its members’ wins', () => {
    const room = roomWith(['Ann', 'Bob', null, null], [2, 1, 2, 1], 3, true);
    expect(scoreText(scoreEntries(room, name(room), team))).toBe('Team A 2 · Team B 1');
  });

  it('is empty before the room’s first finished game', () => {
    const room = roomWith(['Ann', 'Bob', null], [], 0);
    expect(scoreEntries(room, name(room), team)).toEqual([]);
  });
});

describe('the turn countdown', () => {
  it('shows in the last third of each limit', () => {
    expect(countdownFrom(90_000)).toBe(30);
    expect(countdownFrom(180_000)).toBe(60);
    expect(countdownFrom(30_000)).toBe(10);
  });
});
