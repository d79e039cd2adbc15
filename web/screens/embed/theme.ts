import type { Theme } from './params';

/** Switches the colour theme (web/styles/base.css: `[data-theme="light"]`); dark is the felt default. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
