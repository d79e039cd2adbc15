/** A document's permissions policy (Chromium names it `featurePolicy`; the standard, `permissionsPolicy`). */
interface Policy {
  allowsFeature(feature: string): boolean;
  features?(): string[];
}

/**
 * Whether `navigator.share` would open the system's share sheet here: the browser has it, and the
 * permissions policy lets this document use `web-share` (a frame whose host did not allow it gets
 * only a refusal: docs/embedding.md, `data-share`). A browser whose policy does not know the
 * feature (or that reports no policy) does not gate sharing by it.
 */
export function canShare(): boolean {
  if (typeof navigator.share !== 'function') return false;
  const doc = document as Document & { permissionsPolicy?: Policy; featurePolicy?: Policy };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  if (!policy) return true;
  if (policy.features && !policy.features().includes('web-share')) return true;
  return policy.allowsFeature('web-share');
}
