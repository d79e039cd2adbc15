import { Component, type ComponentChildren } from 'preact';
import { httpSchemas } from '../net/wire';
import { messages } from '../state/i18n';

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
    // Through the wire's lazy chunk (net/crash-report.ts): the first load is on a budget. Offline,
    // the chunk cannot come: no report, and the console says why.
    void httpSchemas().then((w) => w.reportCrash(error));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Undefined only if no language could be fetched at all: then a wordless reload button.
    const t = messages.value as typeof messages.value | undefined;
    return (
      <main class="page narrow">
        <div class="panel" role="alert">
          {t && <h1>{t.crashTitle}</h1>}
          {t && <p>{t.crashBody}</p>}
          <button type="button" class="btn primary" onClick={() => location.reload()}>
            {t ? t.reload : '↻'}
          </button>
        </div>
      </main>
    );
  }
}
