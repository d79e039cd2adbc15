import { Hono } from 'hono';
import type { Env } from './env';

export { GameRoom } from './GameRoom';

/** The Worker: routes `/api/*`; everything else is the static client (wrangler `[assets]`). */
const app = new Hono<{ Bindings: Env }>();

app.get('/api/health', (c) => c.json({ ok: true }));

export default app;
