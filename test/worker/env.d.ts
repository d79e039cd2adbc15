// What 'cloudflare:test' and 'cloudflare:workers' know about this Worker: its bindings and exports.
type WorkerEnv = import('../../worker/env').Env;
type WorkerModule = typeof import('../../worker/index');

declare namespace Cloudflare {
  interface Env extends WorkerEnv {}
  interface GlobalProps {
    mainModule: WorkerModule;
    durableNamespaces: 'GameRoom';
  }
}
