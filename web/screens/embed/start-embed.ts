import { onServerMessage } from '../../net/connection';
import { rename } from '../../net/intents';
import { setLang } from '../../state/i18n';
import { playerName, setPlayerName, validName } from '../../state/name';
import { room, status } from '../../state/room';
import { listen, post } from './bridge';
import { initialName, initialTheme, maxHeight } from './params';
import { gameOverFact, publicRoom, turnFact } from './public-facts';
import { applyTheme } from './theme';
import './embed.css';
import './embed-over.css';

/**
 * Starts the embed's side of the page: theme and name from the URL, the parent's commands, the
 * public events (room, turn, game over) and the content height. Called once, on `/embed/*` only.
 */
export function startEmbed(): void {
  const root = document.documentElement;
  root.classList.add('embedded');
  // The room fits the height the host page can give (embed.css, `html.fit`).
  if (maxHeight) {
    root.classList.add('fit');
    root.style.setProperty('--frame-max', `${maxHeight}px`);
  }
  if (initialTheme) applyTheme(initialTheme);
  // The host page's suggestion, unless this visitor already chose a name here.
  if (initialName && !validName(playerName.value)) setPlayerName(initialName);

  listen((message) => {
    switch (message.type) {
      case 'set_name':
        setPlayerName(message.name);
        if (status.value === 'open') rename(message.name);
        break;
      case 'set_theme':
        applyTheme(message.theme);
        break;
      case 'set_lang':
        // The host page's choice for this frame: not saved as this visitor's own on the device.
        void setLang(message.lang, false);
        break;
    }
  });

  // Keyed by room too: after "New game" the next room's game is numbered 1 again.
  let lastTurn = '';
  let lastOver = '';
  onServerMessage((message) => {
    if (message.type === 'room') post({ type: 'room', room: publicRoom(message) });
    if (message.type !== 'state') return;
    const turn = turnFact(message, room.value, lastTurn);
    if (turn) {
      lastTurn = turn.key;
      post(turn.message);
    }
    const over = gameOverFact(message, room.value);
    const key = `${room.value?.id}:${message.game}`;
    if (over && lastOver !== key) {
      lastOver = key;
      post(over);
    }
  });

  followHeight();
  post({ type: 'ready', version: 1 });
}

/**
 * Posts the height the frame should have whenever it changes, so the loader can size the frame:
 * the content's, or, while the game-over dialog is open, the most the host page allows
 * (`max-height`), asked for at once: the dialog (a modal, outside the content's height) then shows
 * whole where it can, and the frame grows once instead of with each part of the summary as it loads.
 */
function followHeight(): void {
  const app = document.getElementById('app');
  if (!app) return;
  let last = 0;
  let overOpen = false;
  const report = () => {
    const content = Math.ceil(app.getBoundingClientRect().height);
    const height = overOpen && maxHeight ? Math.max(content, Number(maxHeight)) : content;
    if (height === last) return;
    last = height;
    post({ type: 'resize', height });
  };
  new ResizeObserver(report).observe(app);
  new MutationObserver(() => {
    const open = app.querySelector('dialog.game-over[open]') !== null;
    if (open === overOpen) return;
    overOpen = open;
    report();
  }).observe(app, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
}
