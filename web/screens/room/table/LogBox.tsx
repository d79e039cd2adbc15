import type { ComponentChildren, RefObject } from 'preact';
import { barMessages, messages } from '../../../state/i18n';
import { room } from '../../../state/room';
import { embedded } from '../../../state/route';
import { goalText } from './table-state';
import './GameLog.css';

/** What the log's lines (GameLog.tsx) add to its box. */
interface LogBoxProps {
  children?: ComponentChildren;
  list?: RefObject<HTMLDivElement | null> | undefined;
  onScroll?: (() => void) | undefined;
  onToggle?: (() => void) | undefined;
}

/**
 * The log's box: its heading and its fixed-size scroll box, with the table from the first paint.
 * The lines (GameLog.tsx) come when the browser is idle and fill the box; it is the same box
 * either way, so nothing on the page moves when they arrive.
 */
export function LogBox({ children, list, onScroll, onToggle }: LogBoxProps) {
  const t = messages.value;
  const open = room.value?.config.log === 'open';
  return (
    // A full page's log is a popover: on phones a drawer the top bar's Log button opens (light
    // dismiss, Escape); wider screens show it in its place (GameLog.css). Opened, it shows the newest.
    <section
      class="log"
      aria-label={t.gameLog}
      id="game-log"
      popover={embedded ? undefined : 'auto'}
      onToggle={onToggle}
    >
      {/* The phone's drawer closes here too (and by Escape, or a tap beside it); focus goes back
          to the Log button. Hidden when the log is not a drawer (GameLog.css). `close` is in the
          lazy catalog part, there long before a player taps Log (RoomBar fetches it when idle). */}
      <button type="button" class="btn small log-close" popovertarget="game-log" popovertargetaction="hide">
        {barMessages.value?.close}
      </button>
      <h2>
        {t.log}{' '}
        <small>
          {goalText()} · {open ? t.logKeepsValues : t.logForgetsValues}
        </small>
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box the keyboard must reach to scroll back (WCAG 2.1.1). */}
      <div class="log-list" ref={list ?? null} {...(onScroll ? { onScroll } : {})} tabIndex={0}>
        {children}
      </div>
    </section>
  );
}
