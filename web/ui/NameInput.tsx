import { NAME_MAX_UNITS } from '../../shared/protocol/constants';
import { lobbyMessages } from '../state/i18n';
import { readName } from './read-name';
import './NameInput.css';

/**
 * The one "Your name" input (home, invite link, embed, the lobby's rename): up to 24 characters as a person counts
 * them (`readName`), remembered by the caller. `onEnter`: the page's main action, run when Enter
 * is pressed in the field. `label`: its accessible name when no `<label>` wraps it (the lobby's
 * rename).
 */
export function NameInput({
  value,
  onInput,
  onEnter,
  label,
}: {
  value: string;
  onInput: (value: string) => void;
  onEnter?: () => void;
  label?: string;
}) {
  return (
    <input
      type="text"
      aria-label={label}
      name="name"
      maxLength={NAME_MAX_UNITS}
      autoComplete="nickname"
      placeholder={lobbyMessages.value.namePlaceholder}
      value={value}
      onInput={(e) => onInput(readName(e.currentTarget))}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter();
        }
      }}
    />
  );
}
