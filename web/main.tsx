import { render } from 'preact';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { adoptSeatFromFragment } from './net/rejoin';
import { startEmbed } from './screens/embed/start-embed';
import { startSession } from './screens/room/session';
import { embedded, route } from './state/route';
import './styles/base.css';
import './styles/home.css';
import './styles/lobby.css';
import './styles/card.css';
import './styles/table.css';
import './styles/seats.css';
import './styles/log.css';
import './styles/dialogs.css';
import './styles/over.css';
import './styles/screens.css';
import './styles/phone.css';
import './styles/embed.css';

const first = route.value;
if (first.page === 'room') adoptSeatFromFragment(first.id);
startSession();
if (embedded) startEmbed();
const root = document.getElementById('app');
if (root)
  render(
    <ErrorBoundary>
      <App />
    </ErrorBoundary>,
    root,
  );
