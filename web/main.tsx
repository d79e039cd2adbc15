import { render } from 'preact';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { startSession } from './app/session';
import './styles/base.css';
import './styles/home.css';
import './styles/lobby.css';
import './styles/card.css';
import './styles/table.css';
import './styles/seats.css';
import './styles/log.css';
import './styles/screens.css';

startSession();
const root = document.getElementById('app');
if (root)
  render(
    <ErrorBoundary>
      <App />
    </ErrorBoundary>,
    root,
  );
