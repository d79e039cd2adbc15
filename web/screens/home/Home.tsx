import { joinMessages } from '../../state/i18n';
import { playerName, setPlayerName, validName } from '../../state/name';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { NameInput } from '../../ui/NameInput';
import { RulesPanel } from '../../ui/RulesPanel';
import { BackToGame } from './BackToGame';
import { CreateGame } from './CreateGame';
import { HowToPlay } from './HowToPlay';
import { PlayNow } from './PlayNow';
import './Home.css';

/** The home page: your name, a game with friends or against bots, and the rules. */
export function Home() {
  const name = validName(playerName.value);
  const j = joinMessages.value;
  return (
    <main class="page home">
      <header class="hero">
        <div class="logo" aria-hidden="true">
          <span class="mini-card v3">3</span>
          <span class="mini-card v3">3</span>
          <span class="mini-card v3">3</span>
        </div>
        <h1>Trio</h1>
        <p class="tagline">{j.siteTagline}</p>
        <LanguagePicker />
      </header>
      <BackToGame />
      <label class="panel name-field">
        <span>{j.yourName}</span>
        <NameInput
          value={playerName.value}
          onInput={setPlayerName}
          onEnter={() => document.querySelector<HTMLFormElement>('form.play-now')?.requestSubmit()}
        />
        {!name && <small class="hint">{j.enterName}</small>}
      </label>
      <div class="home-grid">
        <PlayNow name={name} />
        <CreateGame name={name} />
      </div>
      <HowToPlay />
      <RulesPanel />
    </main>
  );
}
