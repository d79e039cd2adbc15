import { catalog, type LoadPlan } from '../../load-plan.ts';

/** The home page's parts and when each loads (web/load-plan.ts). */
export const homePlan: LoadPlan = {
  screen: 'home',
  parts: [
    { module: 'screens/home/Home.tsx', stage: 'first-paint', why: 'name, Play now, play with friends' },
    { module: catalog('table'), stage: 'first-paint', why: "every page's chrome" },
    { module: catalog('lobby'), stage: 'first-paint', why: "the home page's words" },
    {
      module: 'screens/home/match/index.ts',
      stage: 'idle',
      why: 'quick match and the open tables, below the fold',
    },
    { module: catalog('match'), stage: 'idle', why: "quick match's words" },
    { module: 'screens/room/RoomScreen.tsx', stage: 'idle', why: 'Play now and Create lead to a room' },
    { module: 'ui/LanguagePicker.tsx', stage: 'first-paint', why: 'the language picker in the header' },
    { module: 'net/http-schemas.ts', stage: 'idle', why: "the answer of Play now's and Create's request" },
    { module: 'local/play-options.ts', stage: 'on-demand', why: 'offline, Play now goes to the local table' },
    { module: 'ui/RulesText.tsx', stage: 'on-demand', why: 'the rules, when opened' },
    { module: catalog('rules'), stage: 'on-demand', why: 'the rules text' },
    { module: catalog('errors'), stage: 'idle', why: 'an error sentence, should one come' },
  ],
};
