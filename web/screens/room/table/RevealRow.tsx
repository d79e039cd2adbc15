import { isTurnOf } from '../../../../shared/engine/queries';
import type { Reveal } from '../../../../shared/engine/types';
import { messages } from '../../../state/i18n';
import { room, view } from '../../../state/room';
import { Card } from '../../../ui/Card';
import { hold, skipHold, turningBack } from '../game/hold';
import { targetText } from '../game/labels';
import { plainName, spicy } from './table-state';
import './RevealRow.css';

const same = (text: string): [string, string] => [text, text];

/**
 * This turn's reveals in a row, in order, each with where it came from. After a mismatch the
 * failed turn stays here for a moment (skippable). The caption has a fixed height (two lines on
 * wide screens, one shorter line on phones) and the row three fixed slots, so neither a new card
 * nor a new caption moves anything (no layout shift).
 */
export function RevealRow() {
  const v = view.value;
  if (!v) return null;
  const held = hold.value;
  const t = messages.value;
  const live = v.revealed.length > 0;
  const cards: Reveal[] = live ? v.revealed : (held?.revealed ?? []);
  // Each caption has a phone version: one line there (the row below has a fixed height).
  const caption: [long: string, short: string] = live
    ? same(isTurnOf(v, v.viewer) ? t.youAreRevealing : t.isRevealing(plainName(v.turn)))
    : held
      ? held.seat === v.viewer
        ? same(t.noMatchBack)
        : isTurnOf(v, v.viewer)
          ? [t.noMatchYourTurn(plainName(held.seat)), t.noMatchYourTurnShort(plainName(held.seat))]
          : same(t.noMatchFor(plainName(held.seat)))
      : lastTrioText();
  return (
    <section class={`reveals${held && !live ? ' mismatch' : ''}`} aria-label={t.thisTurn}>
      <p class="reveals-caption" aria-live="polite">
        {/* A new sentence is a new node: Chromium counts changed text in place as shifting. */}
        <span key={caption[0]} class="long">
          {caption[0]}
        </span>
        <span key={`short:${caption[1]}`} class="short">
          {caption[1]}
        </span>
      </p>
      <div class="reveals-row">
        {/* Three fixed slots (a turn has at most three reveals): a card joining moves no other. */}
        {Array.from({ length: Math.max(3, cards.length) }, (_, i) => {
          const r = cards[i];
          return (
            <div key={i} class="reveal-slot">
              {r ? (
                <figure class="reveal">
                  <Card
                    value={r.value}
                    spicy={spicy.value}
                    class={`sm ${!live && turningBack.value ? 'turning' : 'flip-in'}`}
                    label={`${t.cardIs(targetText(room.value, r.target, v.viewer))} ${r.value}`}
                  />
                  <figcaption>{shortSource(r)}</figcaption>
                </figure>
              ) : (
                live && i === cards.length && <span class="card sm ghost-slot" aria-hidden="true" />
              )}
            </div>
          );
        })}
        {held && !live && (
          <button type="button" class="btn small skip" onClick={skipHold}>
            {t.hideCards}
          </button>
        )}
      </div>
    </section>
  );

  function lastTrioText(): [string, string] {
    const last = v?.lastTurn;
    if (last?.outcome === 'trio') {
      const value = last.revealed[0]?.value ?? 0;
      return same(
        last.seat === v?.viewer ? t.youCollected(value) : t.collected({ name: plainName(last.seat), value }),
      );
    }
    if (v && isTurnOf(v, v.viewer)) return [t.revealGlowing, t.revealGlowingShort];
    return same('');
  }

  /** Where a card came from, in a line as wide as its card: a long name is cut, never the end. */
  function shortSource(r: Reveal) {
    const { target } = r;
    if (target.kind === 'center') return t.slotShort(target.slot + 1);
    if (target.seat === v?.viewer) return t.yourEndShort(target.end);
    // The name first, in every language; only it shrinks (the end is the news).
    return (
      <>
        <b>{plainName(target.seat)}</b>
        {t.handEndShort(target.end)}
      </>
    );
  }
}
