import { messages } from '../../../state/i18n';
import '../tags.css';
import './TeamTag.css';

/** "Team A": on a narrow screen only the letter shows (the word is kept for screen readers). */
export function TeamTag({ letter }: { letter: string }) {
  return (
    <span class={`tag team ${letter.toLowerCase()}`}>
      <span class="team-word">{messages.value.teamWord} </span>
      {letter}
    </span>
  );
}
