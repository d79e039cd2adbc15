import { catalog, type LoadPlan } from '../../load-plan.ts';

/**
 * The local table's pages (web/local: the engine and the computers in a Web Worker): `/learn`, the
 * guided first game, and `/play`, Play now against the computer with no server (web/load-plan.ts).
 */
export const learnPlan: LoadPlan = {
  screen: 'learn',
  parts: [
    { module: 'screens/learn/Learn.tsx', stage: 'first-paint', why: "the lesson's guide over the table" },
    {
      module: 'screens/room/local/LocalRoom.tsx',
      stage: 'first-paint',
      why: "the room page's table, driven locally",
    },
    { module: catalog('table'), stage: 'first-paint', why: "the table's words and the page's chrome" },
    { module: catalog('learn'), stage: 'first-paint', why: "the lesson's steps and the offline notice" },
    { module: catalog('lobby'), stage: 'first-paint', why: "the lesson's name question" },
  ],
};
