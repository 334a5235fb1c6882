/** Timings of the product (spec section 9), in milliseconds. */
export const LOGIN_SPINNER_MS = 1000;
export const PROFILE_CLOSE_DELAY_MS = 1000;
export const PROFILE_SUCCESS_TOAST_MS = 3000;
export const PROFILE_ERROR_TOAST_MS = 5000;
export const DEFAULT_TOAST_MS = 3000;
/** Chunk loading time-out for lazily loaded screens. */
export const CHUNK_TIMEOUT_MS = 120_000;
