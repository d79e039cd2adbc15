import { isLang, LANGUAGES } from '../../shared/i18n';
import { LANGUAGE_NAMES } from '../../shared/i18n/names';
import { lang, messages, setLang } from '../state/i18n';
import './LanguagePicker.css';

/**
 * The language picker (home page, the table's top bar): each language named in itself, the choice
 * saved on this device. The label is the word "Language" in the page's language, and a globe for
 * anyone who does not read it.
 */
export function LanguagePicker() {
  return (
    <label class="lang-picker">
      <svg class="lang-globe" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.3" />
        <ellipse cx="8" cy="8" rx="2.8" ry="6.5" fill="none" stroke="currentColor" stroke-width="1.1" />
        <path d="M1.8 5.5h12.4M1.8 10.5h12.4" stroke="currentColor" stroke-width="1.1" />
      </svg>
      <span class="visually-hidden">{messages.value.language}</span>
      <select
        value={lang.value}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (isLang(next)) void setLang(next);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
