import type { LoadPlan } from '../load-plan.ts';
import { embedPlan } from '../screens/embed/load-plan.ts';
import { homePlan } from '../screens/home/load-plan.ts';
import { learnPlan } from '../screens/learn/load-plan.ts';
import { replayPlan } from '../screens/replay/load-plan.ts';
import { roomPlan } from '../screens/room/load-plan.ts';

/**
 * The pages the Worker serves and the shell each gets (worker/http/pages.ts): the build writes
 * one copy of index.html per page, with the first wave of its screens' plans as preload hints
 * (vite/load-hints.ts). Plain data: the build and bench/bundle-pages.ts read it too.
 */
export interface PagePlan {
  /** The route, as the bench and the docs name it. */
  page: string;
  /** The HTML file the build writes for it, under dist/client. */
  shell: string;
  /** A full page or a frame: which room parts it needs (web/load-plan.ts, `where`). */
  where: 'page' | 'frame';
  plans: LoadPlan[];
  /** Whether the page starts with web/boot.ts (a room page: its socket opens before the scripts arrive). */
  boot: boolean;
}

export const PAGE_PLANS: PagePlan[] = [
  { page: '/', shell: 'index.html', where: 'page', plans: [homePlan], boot: false },
  { page: '/g/:id', shell: 'shells/room.html', where: 'page', plans: [roomPlan], boot: true },
  {
    page: '/embed/:id',
    shell: 'shells/embed.html',
    where: 'frame',
    plans: [roomPlan, embedPlan],
    boot: true,
  },
  {
    page: '/g/:id/replay/:game',
    shell: 'shells/replay.html',
    where: 'page',
    plans: [replayPlan],
    boot: false,
  },
  // /learn and /play (worker/http/pages.ts serves both this shell).
  { page: '/learn', shell: 'shells/local.html', where: 'page', plans: [learnPlan], boot: false },
];
