/**
 * Who a room creation (`worker/http/create-limit.ts`) or a room's new socket (`takeOpen`) counts against: the client
 * address Cloudflare sets in `CF-Connecting-IP` (a client cannot forge it in production). An IPv6 address counts as its whole /64, the block one
 * subscriber gets, so that rotating addresses inside it gains nothing. `null` when there is no
 * address: only local tests and service bindings, which are not limited.
 */
export function clientKey(address: string | undefined): string | null {
  const ip = address?.trim().toLowerCase();
  if (!ip) return null;
  if (!ip.includes(':')) return ip;
  // IPv6: expand "::" to its zero groups, keep the first four 16-bit groups.
  const [head = '', tail] = ip.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
