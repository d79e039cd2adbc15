// What 'cloudflare:test' and 'cloudflare:workers' know about this Worker: its bindings and exports.
// The Durable Object namespaces are the classes themselves here (wrangler.toml binds them), so tests
// can reach into an instance with `runInDurableObject`; the Worker sees only their RPC surfaces.
type WorkerEnv = import('../../worker/env').Env;
type WorkerModule = typeof import('../../worker/index');
type GameRoomClass = import('../../worker/room/GameRoom').GameRoom;
type MatchmakerClass = import('../../worker/match/Matchmaker').Matchmaker;
type DirectoryClass = import('../../worker/tables/Directory').Directory;

declare namespace Cloudflare {
  interface Env extends Omit<WorkerEnv, 'ROOMS' | 'MATCHMAKER' | 'DIRECTORY'> {
    ROOMS: DurableObjectNamespace<GameRoomClass>;
    MATCHMAKER: DurableObjectNamespace<MatchmakerClass>;
    DIRECTORY: DurableObjectNamespace<DirectoryClass>;
  }
  interface GlobalProps {
    mainModule: WorkerModule;
    durableNamespaces: 'GameRoom' | 'Matchmaker' | 'Directory';
  }
}
