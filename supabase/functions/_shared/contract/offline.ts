/**
 * The installable app and writes that survive a dropped connection
 * (docs/offline.md). Plain data, no dependencies: the Vite config (service
 * worker), the SPA and both backends read it. Texts: offline-messages.ts
 * (apart, so the login route does not carry them).
 */

/** Spec §9: icon data is cached about 168 hours, at most 50 entries (the service worker's image cache). */
export const ICON_CACHE = { name: 'escola-icones', maxEntries: 50, maxAgeSeconds: 168 * 60 * 60 } as const;

/**
 * A write sent with this header (a UUID the app makes once per call and keeps
 * for its retries) runs at most once per user: a repeat gets the first answer,
 * marked with IDEMPOTENT_REPLAY_HEADER, and writes nothing.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENT_METHODS: readonly string[] = ['POST', 'PUT', 'DELETE'];
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a key is remembered; retries come within seconds or minutes. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * A repeat of a write the server is still running answers 409 with
 * `Retry-After`; the app asks again after these waits.
 */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 10000];
/** The `Retry-After` (seconds) of that 409: the first wait. */
export const IN_PROGRESS_RETRY_AFTER = String(Math.ceil(WRITE_RETRY_DELAYS_MS[0]! / 1000));
