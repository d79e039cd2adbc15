import { lifeMessages, messages } from '../../../state/i18n';
import { room } from '../../../state/room';
import { scoreEntries, scoreText } from './score';

/**
 * The room's tally across rematches, "Score: Ann 2 · Bob 1 · Bot 3 0" (teams by team), in the
 * lobby and the game over. Nothing before the room's first finished game.
 */
export function Score() {
  const r = room.value;
  if (!r) return null;
  const t = messages.value;
  // As labels.ts's seatName words them (not imported: the lobby's chunk would split it off the table's).
  const name = (seat: number) => {
    const info = r.seats[seat];
    return info?.bot ? t.botName(seat + 1) : (info?.name ?? t.seatName(seat + 1));
  };
  const entries = scoreEntries(r, name, t.team);
  if (entries.length === 0) return null;
  return (
    <p class="hint score" data-games={r.scoreboard.games}>
      {lifeMessages.value.score(scoreText(entries))}
    </p>
  );
}
