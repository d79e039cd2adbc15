import './styles/base.css';
import { render } from 'preact';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { loadFirst } from './app/screens';
import { embedded, route } from './state/route';

const first = route.value;
// The first screen's code and CSS arrive before the first paint: no empty or unstyled frame.
void loadFirst(first, embedded).then(() => {
  const root = document.getElementById('app');
  if (root)
    render(
      <ErrorBoundary>
        <App />
      </ErrorBoundary>,
      root,
    );
});
