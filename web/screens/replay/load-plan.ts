import { catalog, type LoadPlan } from '../../load-plan.ts';

/** The replay page's parts and when each loads (web/load-plan.ts). */
export const replayPlan: LoadPlan = {
  screen: 'replay',
  parts: [
    {
      module: 'screens/replay/ReplayScreen.tsx',
      stage: 'first-paint',
      why: "the page's frame and the file picker",
    },
    { module: catalog('lang'), stage: 'first-paint', why: "every page's chrome" },
    { module: catalog('replay'), stage: 'first-paint', why: "the replay's words" },
    {
      module: 'screens/replay/Viewer.tsx',
      stage: 'beside-socket',
      why: 'fetching, reading and replaying the record (the engine, the schemas): asked for at once',
    },
  ],
};
