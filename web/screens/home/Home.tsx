import { lobbyMessages } from '../../state/i18n';
import { playerName, setPlayerName, validName } from '../../state/name';
import { navigate } from '../../state/route';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { lazy } from '../../ui/lazy';
import { NameInput } from '../../ui/NameInput';
import { RulesPanel } from '../../ui/RulesPanel';
import { BackToGame } from './BackToGame';
import { CreateGame } from './CreateGame';
import { HowToPlay } from './HowToPlay';
import { NeedsConnection, OfflineNote } from './NeedsConnection';
import { PlayNow } from './PlayNow';
import './Home.css';

// Quick match and the open tables: a chunk of their own, fetched as the page shows (optional: a
// chunk that fails to load leaves the rest of the home page as it is).
const matchParts = () =>
  import('./match').then(async (m) => {
    await m.ready();
    return m;
  });
const QuickMatch = lazy(() => matchParts().then((m) => m.QuickMatch), { optional: true });
const OpenTables = lazy(() => matchParts().then((m) => m.OpenTables), { optional: true });

/**
 * The home page: your name, a game against bots, with friends or with strangers, the rules, and
 * at its foot the way to a saved game's replay.
 */
export function Home() {
  const name = validName(playerName.value);
  const j = lobbyMessages.value;
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
      <OfflineNote />
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
        <NeedsConnection>
          <CreateGame name={name} />
        </NeedsConnection>
        <NeedsConnection>
          <QuickMatch name={name} />
        </NeedsConnection>
        <NeedsConnection>
          <OpenTables name={name} />
        </NeedsConnection>
      </div>
      <HowToPlay />
      <RulesPanel />
      {/* The replay page opens a game saved from a replay (each room's own replays are at its game over). */}
      <footer class="home-footer">
        <a
          href="/replay"
          onClick={(e) => {
            e.preventDefault();
            navigate('/replay');
          }}
        >
          {j.savedGame}
        </a>
      </footer>
    </main>
  );
}
