import { reveal } from '../../../net/intents';
import { messages } from '../../../state/i18n';
import { view } from '../../../state/room';
import { Card, EmptySlot } from '../../../ui/Card';
import { hold, turningBack } from '../game/hold';
import { canReveal, spicy } from './table-state';
import './Center.css';

/**
 * The center as a stable grid of slots: face down (clickable on your turn), face up this turn, or
 * empty once collected. Slots never move. During a mismatch hold the returned cards stay face up.
 */
export function Center() {
  const v = view.value;
  if (!v || v.center.length === 0) return null;
  const pick = canReveal.value;
  const held = hold.value?.revealed ?? [];
  const n = v.center.length;
  const cols = Math.ceil(n / 2);
  const t = messages.value;
  // Phones lay six slots in one row (the 5- and 6-player center) so the hand stays in view.
  return (
    <section class="center" aria-label={t.center} style={{ '--cols': cols, '--pcols': n <= 6 ? n : cols }}>
      {v.center.map((slot, i) => {
        const n = i + 1;
        if (slot === 'empty') return <EmptySlot key={i} label={t.slotEmpty(n)} />;
        if (slot === 'face_down') {
          // The end: every center card is public (`view.final`), where it lay.
          const shown = v.final?.center[i];
          if (shown && shown !== 'empty')
            return (
              <Card key={i} value={shown} spicy={spicy.value} label={t.slotFaceUp({ n, value: shown })} />
            );
          const h = held.find((r) => r.target.kind === 'center' && r.target.slot === i);
          if (h)
            return (
              <Card
                key={i}
                value={h.value}
                spicy={spicy.value}
                class={turningBack.value ? 'held turning' : 'held'}
                label={t.slotTurningBack({ n, value: h.value })}
                target={`center:${i}`}
                onPick={pick ? () => reveal({ kind: 'center', slot: i }) : undefined}
              />
            );
          return (
            <Card
              key={i}
              value={null}
              label={t.slotFaceDown(n)}
              target={`center:${i}`}
              onPick={pick ? () => reveal({ kind: 'center', slot: i }) : undefined}
            />
          );
        }
        return (
          <Card
            key={i}
            value={slot}
            spicy={spicy.value}
            class="flip-in"
            label={t.slotFaceUp({ n, value: slot })}
            target={`center:${i}`}
          />
        );
      })}
    </section>
  );
}
