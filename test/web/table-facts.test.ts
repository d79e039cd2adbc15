import { describe, expect, it } from 'vitest';
import { LOBBY, MESSAGES } from '../../shared/i18n/all';
import type { RoomSummary } from '../../shared/protocol/http';
import { roomSettings, type SeatInfo } from '../../shared/protocol/messages';
import { tableFacts } from '../../web/screens/room/lobby/table-facts';

const seat = (over: Partial<SeatInfo> = {}): SeatInfo => ({
  player: null,
  name: null,
  bot: null,
  connected: false,
  autoplay: false,
  awayForMs: null,
  ...over,
});
const ana = seat({ player: 'p1', name: 'Ana', connected: true });

function summary(over: Partial<RoomSummary> & Pick<RoomSummary, 'seats'>): RoomSummary {
  return {
    id: 'abc123',
    status: 'lobby',
    config: roomSettings({
      players: over.seats.length as 3 | 4,
      mode: 'simple',
      teams: false,
      log: 'classic',
    }),
    host: 'p1',
    spectators: 0,
    scoreboard: { games: 0, wins: [] },
    ...over,
  };
}

const en = (s: RoomSummary) => tableFacts(s, MESSAGES.en, LOBBY.en);

describe('the name gate’s facts about the table', () => {
  it('names who sits at a lobby, computers as the table names them, and counts the free seats', () => {
    const facts = en(summary({ seats: [ana, seat({ bot: 'easy' }), seat()] }));
    expect(facts).toEqual({
      settings: 'Simple · 3 players',
      who: 'At the table: Ana and Bot 2',
      free: '1 seat free',
    });
  });

  it('says the mode and teams in the open tables’ words', () => {
    const s = summary({ seats: [ana, seat(), seat(), seat()] });
    s.config = { ...s.config, players: 4, mode: 'spicy', teams: true };
    expect(en(s).settings).toBe('Spicy · 4 players · teams of two');
    expect(en(s)).toMatchObject({ who: 'At the table: Ana', free: '3 seats free' });
  });

  it('gives only the free seats of an empty table, and "no seat free" of a full one', () => {
    expect(en(summary({ seats: [seat(), seat(), seat()] }))).toMatchObject({
      who: null,
      free: '3 seats free',
    });
    const full = summary({ seats: [ana, seat({ bot: 'hard' }), seat({ bot: 'normal' })] });
    expect(en(full)).toMatchObject({ who: 'At the table: Ana, Bot 2 and Bot 3', free: 'no seat free' });
  });

  it('leaves the free seats of a game already on to the lead, which counts them', () => {
    const s = summary({ status: 'playing', seats: [ana, seat(), seat({ bot: 'easy' })] });
    expect(en(s)).toMatchObject({ who: 'At the table: Ana and Bot 3', free: null });
  });

  it('speaks each language (French with a no-break space before the colon)', () => {
    const s = summary({ seats: [ana, seat({ bot: 'easy' }), seat()] });
    expect(tableFacts(s, MESSAGES.fr, LOBBY.fr)).toMatchObject({
      who: 'À la table\u00a0: Ana et Bot 2',
      free: '1 place libre',
    });
    expect(tableFacts(s, MESSAGES.ja, LOBBY.ja)).toEqual({
      settings: 'シンプル · 3人',
      who: '参加者：Ana、ボット2',
      free: '空席1席',
    });
  });
});
