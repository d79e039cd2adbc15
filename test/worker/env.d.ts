// What 'cloudflare:test' and 'cloudflare:workers' know about this Worker: its bindings and exports.
// `ROOMS` is the GameRoom class itself here (wrangler.toml binds it), so tests can reach into an
// instance with `runInDurableObject`; the Worker sees only its RPC surface (`RoomRpc`).
type WorkerEnv = import('../../worker/env').Env;
type WorkerModule = typeof import('../../worker/index');
type GameRoomClass = import('../../worker/GameRoom').GameRoom;

declare namespace Cloudflare {
  interface Env extends Omit<WorkerEnv, 'ROOMS'> {
    ROOMS: DurableObjectNamespace<GameRoomClass>;
  }
  interface GlobalProps {
    mainModule: WorkerModule;
    durableNamespaces: 'GameRoom';
  }
}
