import { catalog, type LoadPlan } from '../../load-plan.ts';

/**
 * What a framed page (`/embed/…`) adds to the room's plan (web/load-plan.ts): the bridge sets the
 * theme before the first paint, and its bar sits under the table.
 */
export const embedPlan: LoadPlan = {
  screen: 'embed',
  parts: [
    {
      module: 'screens/embed/index.ts',
      stage: 'first-paint',
      where: 'frame',
      why: 'the bridge (theme) and the bar',
    },
    { module: 'screens/embed/inbound.ts', stage: 'idle', where: 'frame', why: "the host page's commands" },
    {
      module: catalog('bar'),
      stage: 'on-demand',
      where: 'frame',
      why: 'the keep-seat note, where the browser keeps nothing for the frame',
    },
    {
      module: 'screens/embed/EmbedNew.tsx',
      stage: 'on-demand',
      where: 'frame',
      why: '/embed/new: the start form',
    },
  ],
};
