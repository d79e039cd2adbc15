import { isTurnOf, mustAct } from '../../../../shared/engine/queries';
import type { PlayerView, WinReason } from '../../../../shared/engine/types';
import type { Messages } from '../../../../shared/i18n';
import { messages, overMessages, teamMessages } from '../../../state/i18n';
import { game, room, view } from '../../../state/room';
import { plainName, teamName, winnerFacts } from './table-state';
import { countdownFrom, useTurnCountdown } from './turn-clock';
import './TurnBanner.css';

function reasonText(t: Messages, reason: WinReason): string {
  return reason === 'trio_of_sevens'
    ? t.reasonSevens
    : reason === 'three_trios'
      ? t.reasonThree
      : t.reasonConnected;
}

/** "You win: three trios!", "Team B wins (Bot 2 and Bot 4): two connected trios!". */
function winText(t: Messages, v: PlayerView): string {
  const winner = v.winner;
  if (!winner) return '';
  const reason = reasonText(t, winner.reason);
  const { team, names, you } = winnerFacts(winner.seats);
  // The end's words (shared/i18n/over): a finished table shows once they are there (Table.tsx).
  const k = overMessages.value;
  if (team) return you ? k.yourTeamWinsBecause(reason) : k.teamWinsBecause({ team, names, reason });
  return you ? k.youWinBecause(reason) : k.winsBecause({ name: names, reason });
}

/** One sentence at the top of the table: whose turn, what to do, or who won. */
export function TurnBanner() {
  const v = view.value;
  const left = useTurnCountdown(v?.viewer ?? null);
  if (!v) return null;
  const t = messages.value;
  const mine = isTurnOf(v, v.viewer);
  let text: string;
  let tone = mine ? 'yours' : 'theirs';
  if (v.phase === 'over' && v.winner) {
    text = winText(t, v);
    tone = 'over';
  } else if (v.phase === 'swap') {
    const deciding = mustAct(v, v.viewer);
    // Only team games swap: their words are in shared/i18n/team, loaded before a team table shows.
    const k = teamMessages.value;
    // Why a swap now: after the deal, or because a team collected a trio.
    const last = v.lastTurn?.outcome === 'trio' ? v.lastTurn : null;
    const why = last
      ? k.swapAfterTrio({
          who: teamName(last.seat) ?? plainName(last.seat),
          teams: v.handSizes.length / 2 - 1,
        })
      : k.swapAfterDeal;
    text = `${why} ${deciding ? k.swapPick : k.swapWaiting}`;
    tone = deciding ? 'yours' : 'theirs';
  } else if (mine) {
    const first = v.revealed[0];
    text =
      v.revealed.length === 0 || !first
        ? t.yourTurnReveal
        : t.yourTurnFind({ more: 3 - v.revealed.length, value: first.value });
  } else {
    const info = room.value?.seats[v.turn];
    // A bot's own name already says so ("Bot 2's turn"); "(bot)" marks a person's seat that a
    // computer plays while they are away (`autoplay` is only ever a human's).
    text = info?.autoplay ? t.turnOfBot(plainName(v.turn)) : t.turnOf(plainName(v.turn));
  }
  return (
    <div
      class={`turn-banner ${tone}`}
      role="status"
      aria-live="polite"
      data-turn={v.turn}
      data-phase={v.phase}
    >
      {tone === 'yours' && <span class="pulse" aria-hidden="true" />}
      {/* A new sentence is a new node: Chromium counts changed text in place as shifting. */}
      <span key={text}>{text}</span>
      {/* The turn timer's last third, hung under the banner out of the flow: nothing moves. Read
          out once when it appears, not every second. */}
      {left !== null && (
        <span class="turn-clock mine">
          <span aria-hidden="true">{t.botPlaysForYouIn(left)}</span>
          <span class="clock-word">{t.botPlaysForYouIn(countdownFrom(game.value?.timer?.limitMs ?? 0))}</span>
        </span>
      )}
    </div>
  );
}
