import { Component, type ComponentChildren } from 'preact';

interface Props {
  children: ComponentChildren;
}
interface State {
  failed: boolean;
}

/** The root's safety net: a rendering error shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static override getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('render failed:', error);
    // The report is a chunk of its own: a crash is rare, and the first load is on a budget.
    import('../net/crash-report').then(
      (m) => m.reportCrash(error),
      () => undefined,
    );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main class="page narrow">
        <div class="panel" role="alert">
          <h1>Something went wrong</h1>
          <p>The page hit an unexpected problem. Reload to try again: a seat you hold in a game is kept.</p>
          <button type="button" class="btn primary" onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      </main>
    );
  }
}
