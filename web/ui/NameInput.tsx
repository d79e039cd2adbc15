import { joinMessages } from '../state/i18n';
import './NameInput.css';

/**
 * The one "Your name" input (home, invite link, embed): up to 24 characters, remembered by the
 * caller. `onEnter`: the page's main action, run when Enter is pressed in the field.
 */
export function NameInput({
  value,
  onInput,
  onEnter,
}: {
  value: string;
  onInput: (value: string) => void;
  onEnter?: () => void;
}) {
  return (
    <input
      type="text"
      name="name"
      maxLength={24}
      autoComplete="nickname"
      placeholder={joinMessages.value.namePlaceholder}
      value={value}
      onInput={(e) => onInput(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter();
        }
      }}
    />
  );
}
