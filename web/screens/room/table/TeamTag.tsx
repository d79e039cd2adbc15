import '../tags.css';
import './TeamTag.css';

/** "Team A": on a narrow screen only the letter shows (the word is kept for screen readers). */
export function TeamTag({ name }: { name: string }) {
  const letter = name.slice(-1);
  return (
    <span class={`tag team ${letter.toLowerCase()}`}>
      <span class="team-word">Team </span>
      {letter}
    </span>
  );
}
