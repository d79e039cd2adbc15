import { catalog, type LoadPlan } from '../../load-plan.ts';

/**
 * A room page's parts and when each loads (web/load-plan.ts). The case it is cut for: a player
 * seated at a running table who reopens its link. Everything that table needs comes in the page's
 * first wave, beside the socket the entry opens at once (web/main.tsx); what a lobby, a visitor
 * without a name, a team game or a finished game adds comes when the room's first frames say so.
 */
export const roomPlan: LoadPlan = {
  screen: 'room',
  parts: [
    {
      module: 'screens/room/RoomScreen.tsx',
      stage: 'first-paint',
      why: 'the table: seats, center, reveals, turn',
    },
    { module: catalog('table'), stage: 'first-paint', why: "the table's words and the page's chrome" },
    {
      module: 'screens/room/RoomBar.tsx',
      stage: 'first-paint',
      where: 'page',
      why: 'the top bar (a frame has none)',
    },
    { module: 'net/wire-schemas.ts', stage: 'beside-socket', why: 'the schemas every frame is parsed with' },
    {
      module: 'screens/room/table/GameLog.tsx',
      stage: 'idle',
      why: "the log's lines; its box (LogBox) is there from the first paint, so they move nothing",
    },
    { module: 'screens/room/life/index.tsx', stage: 'idle', why: 'reactions, sounds, final hands, score' },
    { module: 'screens/room/table/GameOver.tsx', stage: 'idle', why: 'there the moment a game is won' },
    { module: catalog('over'), stage: 'idle', why: "the game over's words, a seat's progress to a win" },
    { module: catalog('life'), stage: 'idle', why: 'reactions, sounds, score, final hands, away tags' },
    {
      module: catalog('bar'),
      stage: 'idle',
      where: 'page',
      why: "the top bar's dialogs, the log drawer's Close",
    },
    { module: 'screens/room/table/AwayTag.tsx', stage: 'idle', why: 'only once a player is away' },
    { module: 'screens/room/table/TrioProgress.tsx', stage: 'idle', why: "a seat's trios, once it has one" },
    { module: 'ui/LanguagePicker.tsx', stage: 'idle', where: 'page', why: "the top bar's language picker" },
    { module: catalog('errors'), stage: 'idle', why: 'an error sentence, should one come' },
    {
      module: 'screens/room/lobby/Lobby.tsx',
      stage: 'on-demand',
      early: 'guest',
      why: 'a room in its lobby (its first frame says so), or a visitor with no seat token: fetched at once',
    },
    {
      module: catalog('lobby'),
      stage: 'on-demand',
      early: 'guest',
      why: 'the words of the lobby and the name question',
    },
    {
      module: 'screens/room/lobby/NameGate.tsx',
      stage: 'on-demand',
      early: 'stranger',
      why: 'a visitor with no name yet',
    },
    {
      module: 'screens/room/GoneScreen.tsx',
      stage: 'on-demand',
      why: 'a room that does not exist or refused the socket',
    },
    {
      module: 'screens/room/table/SwapPanel.tsx',
      stage: 'on-demand',
      why: "a team game (the room's first frame says so)",
    },
    { module: 'screens/room/game/swap-notice.ts', stage: 'on-demand', why: "a team game's swap notice" },
    { module: catalog('team'), stage: 'on-demand', why: "a team game's words: the swap, the teams' trios" },
    {
      module: 'screens/room/RoomDialogs.tsx',
      stage: 'on-demand',
      where: 'page',
      why: "the top bar's dialogs, when opened",
    },
    {
      module: 'screens/room/lobby/InviteQr.tsx',
      stage: 'on-demand',
      why: 'the invite as a QR code, when asked for',
    },
    { module: 'screens/room/table/OverReview.tsx', stage: 'on-demand', why: "the game over's summary" },
    { module: 'screens/room/table/Scrollback.tsx', stage: 'on-demand', why: "the log's earlier moves" },
    {
      module: 'net/http-schemas.ts',
      stage: 'on-demand',
      early: 'stranger',
      why: 'the summary the name question shows, a crash report',
    },
    { module: 'ui/RulesText.tsx', stage: 'on-demand', why: 'the rules, when opened' },
    { module: catalog('rules'), stage: 'on-demand', why: 'the rules text' },
    { module: catalog('replay'), stage: 'on-demand', why: "the summary's and the scrollback's words" },
  ],
};
