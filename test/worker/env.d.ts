// What 'cloudflare:test' and 'cloudflare:workers' know about this Worker: its bindings and exports.
declare namespace Cloudflare {
  interface Env extends import('../../worker/env').Env {}
  interface GlobalProps {
    mainModule: typeof import('../../worker/index');
    durableNamespaces: 'GameRoom';
  }
}
