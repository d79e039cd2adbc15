import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every response the Worker makes. Pages may be framed only by this origin,
 * except under `EMBEDDABLE_PREFIXES` (the embeddable table view), which any site may frame.
 * To change who may frame what, edit `frameAncestorsFor`.
 */
export const EMBEDDABLE_PREFIXES = ['/embed/'] as const;

export function frameAncestorsFor(path: string): string[] {
  return EMBEDDABLE_PREFIXES.some((prefix) => path.startsWith(prefix)) ? ['*'] : ["'self'"];
}

/**
 * HSTS, deliberately: one year, subdomains included (the game's host only has the names under it),
 * no `preload` (a commitment for a whole registrable domain that its owner makes, not this app).
 * The same value goes on `/assets/*` through web/public/_headers. Browsers ignore it over plain
 * http (`wrangler dev`).
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features no page of the game uses, switched off for it and anything it frames. */
const PERMISSIONS_OFF = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
] as const;

/** Files other sites load directly: the embed loader script, the link-preview image, oEmbed. */
export const CROSS_ORIGIN_FILES = ['/embed.js', '/og.png', '/api/oembed'] as const;

function crossOrigin(path: string): boolean {
  return CROSS_ORIGIN_FILES.some((file) => path === file);
}

function headersFor(frameAncestors: string[], corp: 'same-origin' | 'cross-origin'): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'"],
      scriptSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // The forms are handled in the page; none may send its fields to another site.
      formAction: ["'self'"],
      frameAncestors,
    },
    permissionsPolicy: Object.fromEntries(PERMISSIONS_OFF.map((feature) => [feature, [] as string[]])),
    strictTransportSecurity: HSTS,
    // X-Frame-Options cannot say "anyone"; CSP frame-ancestors governs framing instead.
    xFrameOptions: frameAncestors.includes("'self'") ? 'SAMEORIGIN' : false,
    crossOriginResourcePolicy: corp,
    referrerPolicy: 'no-referrer',
  });
}

const framed = headersFor(['*'], 'cross-origin');
const sameOrigin = headersFor(["'self'"], 'same-origin');
const shared = headersFor(["'self'"], 'cross-origin');

/** The middleware: picks the header set by path. WebSocket upgrades (101) are passed through as is. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  const handler = frameAncestorsFor(path).includes('*') ? framed : crossOrigin(path) ? shared : sameOrigin;
  if (c.req.header('Upgrade')?.toLowerCase() === 'websocket') {
    await next();
    if (c.res.status === 101) return;
    // A refusal from the Durable Object (404): copy it so its headers can be set.
    c.res = new Response(c.res.body, c.res);
    return handler(c, async () => {});
  }
  return handler(c, next);
};
