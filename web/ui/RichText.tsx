import type { JSX } from 'preact';

/**
 * A catalog sentence with its two kinds of markup (shared/i18n/rules): `**strong**` and
 * `_emphasis_`. Nothing else is interpreted, and the text is never parsed as HTML.
 */
export function RichText({ text }: { text: string }): JSX.Element {
  const parts = text.split(/(\*\*[^*]+\*\*|_[^_]+_)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
          <strong key={i}>{part.slice(2, -2)}</strong>
        ) : part.startsWith('_') && part.endsWith('_') && part.length > 2 ? (
          <em key={i}>{part.slice(1, -1)}</em>
        ) : (
          part
        ),
      )}
    </>
  );
}
