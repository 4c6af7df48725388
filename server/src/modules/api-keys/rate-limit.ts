import type { RateDecision } from '../../plugins/request-context';

/**
 * A token bucket per API key: `limit` requests a minute, refilled continuously, so a client may burst up
 * to `limit` and then goes at limit/60 a second. Kept in this process only: N processes behind a load balancer
 * allow up to N × limit together (docs/architecture.md "Integration API"). A key unused for a window is forgotten.
 */
export function createRateLimiter(limit: number, now: () => number = Date.now) {
  const windowMs = 60_000;
  const perMs = limit / windowMs;
  const buckets = new Map<number, { tokens: number; at: number }>();
  let sweptAt = now();

  /** Drops buckets that have been full for a window (keys no longer calling). */
  function sweep(t: number): void {
    if (t - sweptAt < windowMs) return;
    sweptAt = t;
    for (const [id, b] of buckets) if (t - b.at >= windowMs) buckets.delete(id);
  }

  return {
    take(keyId: number): RateDecision {
      const t = now();
      sweep(t);
      const bucket = buckets.get(keyId) ?? { tokens: limit, at: t };
      bucket.tokens = Math.min(limit, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      buckets.set(keyId, bucket);
      return {
        allowed,
        limit,
        remaining: Math.floor(bucket.tokens),
        resetSeconds: Math.ceil((limit - bucket.tokens) / perMs / 1000),
        retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
        windowSeconds: windowMs / 1000,
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
