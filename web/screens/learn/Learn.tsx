import { useSignal } from '@preact/signals';
import type { ComponentChildren, JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { LocalGame } from '../../local/LocalSocket';
import { playPath } from '../../local/play-options';
import { learnMessages, messages } from '../../state/i18n';
import { playerName, validName } from '../../state/name';
import { online } from '../../state/online';
import { game } from '../../state/room';
import { navigate } from '../../state/route';
import { type CreateRoomState, useCreateRoom } from '../../state/use-create-room';
import { LESSON, STEPS, stepAt } from './lesson';
import './Learn.css';

/** The local table's page (web/screens/room/local), given by the app: a screen imports no other. */
type Room = (props: {
  id: string;
  game: LocalGame;
  banner: ComponentChildren;
  result?: boolean;
}) => JSX.Element | null;

/**
 * `/learn`: the guided first game. The real table (the room page's components) at the local
 * table, with the lesson's deal and script (lesson.ts); above it the guide says what to tap and
 * why, step by step, in a live region, and the card to tap is highlighted (Learn.css). A tap on
 * another card is stopped with a word (the lesson's script needs the card it asks for). Skippable
 * at any step; it ends with Play now.
 */
export function Learn({ Room }: { Room: Room }) {
  return <Room id="learn" game={LESSON} banner={<Guide />} result={false} />;
}

/**
 * The lesson's Play now: a game against two computers, as the home page's Play now deals it — in a
 * room online, or at the local table without a network (or without a name, the home page asks).
 */
function playNow(create: CreateRoomState): void {
  const name = validName(playerName.value);
  const playLocally = () =>
    navigate(playPath({ bots: 2, level: 'normal', mode: 'simple', three: false, log: 'classic' }));
  if (!online.value) playLocally();
  else if (!name) navigate('/');
  else {
    const config = { players: 3, mode: 'simple', teams: false, log: 'classic' } as const;
    // A network that holds the request: the local table, once its deadline has passed.
    void create.create({ config, name, bots: 'normal' }, (id) => navigate(`/g/${id}`), playLocally);
  }
}

function Guide() {
  const create = useCreateRoom();
  const started = useSignal(false);
  const nudged = useSignal(false);
  const t = learnMessages.value;
  const m = messages.value;
  const names = { bot2: m.botName(2), bot3: m.botName(3) };
  const state = game.value;
  // The lesson is the room's first game: after a rematch the table is a free game, no steps.
  const over = state?.view.phase === 'over' || (state?.game ?? 1) > 1;
  const at = started.value && state && !over ? stepAt(state.version) : null;
  const n = !started.value ? 1 : over ? STEPS : (at?.n ?? 1);
  const target = at?.step.target ?? null;
  const text = !started.value ? t.intro(names) : over ? t.won : (at?.step.text(t, names) ?? t.watch);

  // The highlight (Learn.css reads it from the root), and the card in view.
  useEffect(() => {
    const root = document.documentElement;
    if (target) root.dataset.learn = target;
    else delete root.dataset.learn;
    nudged.value = false;
    const card = target ? document.querySelector(`.table [data-target="${target}"]`) : null;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    return () => {
      delete root.dataset.learn;
    };
  }, [target]);

  // Only the highlighted card may be picked (clicks and Enter alike: both are a click).
  useEffect(() => {
    const guard = (e: MouseEvent) => {
      const card = e.target instanceof Element ? e.target.closest('.table button.card.pick') : null;
      // The step of the state on show now (this effect may be a frame behind the table).
      const shown = game.peek();
      const now =
        started.peek() && shown && shown.view.phase !== 'over' && shown.game === 1
          ? stepAt(shown.version)
          : null;
      const wanted = now?.step.target;
      if (!card || (wanted && card.getAttribute('data-target') === wanted)) return;
      e.preventDefault();
      e.stopPropagation();
      nudged.value = true;
    };
    document.addEventListener('click', guard, true);
    return () => document.removeEventListener('click', guard, true);
  }, [target]);

  return (
    <section class="panel learn-guide" aria-labelledby="learn-title">
      <div class="learn-head">
        <h1 id="learn-title">{t.title}</h1>
        <span class="learn-count">{t.stepOf({ n, total: STEPS })}</span>
      </div>
      <p class="learn-text" role="status" aria-live="polite">
        {text}
        {over && <span class="learn-spicy"> {t.spicy}</span>}
        {nudged.value && <strong class="learn-nudge"> {t.tapHighlighted}</strong>}
      </p>
      <div class="learn-actions">
        {create.error && (
          <span class="form-error" role="alert">
            {create.error}
          </span>
        )}
        {!started.value && (
          <button type="button" class="btn primary" onClick={() => (started.value = true)}>
            {t.start}
          </button>
        )}
        {over ? (
          <button type="button" class="btn accent" disabled={create.busy} onClick={() => playNow(create)}>
            {t.playNow}
          </button>
        ) : (
          <a
            class="btn ghost small learn-skip"
            href="/"
            onClick={(e) => {
              e.preventDefault();
              navigate('/');
            }}
          >
            {t.skip}
          </a>
        )}
      </div>
    </section>
  );
}
