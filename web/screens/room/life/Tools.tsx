import type { ReactionCode } from '../../../../shared/protocol/reactions';
import { lifeMessages } from '../../../state/i18n';
import { mySeat, view } from '../../../state/room';
import { othersHidden, soundOn } from './prefs';
import { REACTION_LOOKS, reactionWords } from './reaction-words';
import { react, resting, said } from './reactions';
import './Tools.css';

/** Every reaction, in the protocol's order (`REACTIONS`: test/web/life.test.ts). */
const CODES = Object.keys(REACTION_LOOKS) as ReactionCode[];

/** The reactions to pick from: 8 emoji, then 6 phrases in the viewer's language. */
function Picker() {
  const k = lifeMessages.value;
  const rest = resting.value;
  return (
    <div class="reaction-grid">
      {CODES.map((code) => {
        const { emoji } = REACTION_LOOKS[code];
        const words = reactionWords(k, code);
        return (
          <button
            key={code}
            type="button"
            class={emoji ? 'reaction emoji' : 'reaction phrase'}
            data-reaction={code}
            // Resting, not disabled: focus stays on the button a keyboard player just used.
            aria-disabled={rest}
            aria-label={emoji ? words : undefined}
            title={emoji ? words : undefined}
            onClick={(e) => {
              if (rest) return;
              react(code);
              e.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
            }}
          >
            {emoji ?? words}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The sound toggle's bell, struck through when off: drawn, not an emoji (a system without a colour
 * emoji font showed 🔔 as an empty box; 😊 is in every common font).
 */
function Bell({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="bell">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6v-5a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      {!on && <path d="M3.5 3.5l17 17" class="bell-off" />}
    </svg>
  );
}

/**
 * The table's own buttons beside your name (a spectator's under the table): the reactions picker
 * (hidden, with its reason, while a team game is played, and for spectators) and the sound toggle,
 * plus the polite live region that reads each reaction out. The picker is a popover: it opens in
 * the top layer, so nothing on the table moves.
 */
export function Tools() {
  const k = lifeMessages.value;
  const v = view.value;
  const seated = mySeat.value !== null;
  // docs/rules.md, Team variant: partners may only swap while the game is played; reactions open at the end.
  const teamPlay = v?.config.teams === true && v.phase !== 'over';
  const on = soundOn.value;
  return (
    <span class="life-tools">
      <button
        type="button"
        class="life-button"
        popovertarget="reaction-picker"
        aria-label={k.react}
        title={k.react}
      >
        <span aria-hidden="true">😊</span>
      </button>
      <button
        type="button"
        class="life-button sound"
        aria-pressed={on}
        aria-label={k.sounds}
        title={k.sounds}
        onClick={() => (soundOn.value = !on)}
      >
        <Bell on={on} />
      </button>
      <div id="reaction-picker" popover="auto" class="reaction-picker" role="dialog" aria-label={k.reactions}>
        {!seated ? (
          <p class="reaction-why">{k.reactionsSeatedOnly}</p>
        ) : teamPlay ? (
          <p class="reaction-why">{k.reactionsTeamOff}</p>
        ) : (
          <Picker />
        )}
        <label class="check">
          <input
            type="checkbox"
            name="hideReactions"
            checked={othersHidden.value}
            onChange={(e) => (othersHidden.value = e.currentTarget.checked)}
          />
          <span>{k.hideReactions}</span>
        </label>
      </div>
      {/* A new node for each reaction: the same words twice in a row are read out twice. */}
      <span class="visually-hidden" role="status" aria-live="polite">
        <span key={said.value.id}>{said.value.text}</span>
      </span>
    </span>
  );
}
