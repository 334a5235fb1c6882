/**
 * YouTube links as people paste them, turned into the privacy-enhanced embed
 * address the video modal plays. Pure: no DOM, no network.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts of youtube.com pages (watch, shorts, embed, live). */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
/** Hosts of the short links (`youtu.be/ID`). */
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Hosts of embed links already in the privacy-enhanced form. */
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** A scheme at the start (`https:`, `javascript:`), but not `host:port`. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** `/prefix/ID` or `/prefix/ID/`: the id, else null. */
function idAfter(path: string, prefix: string): string | null {
  const match = new RegExp(`^/${prefix}/([^/]+)/?$`).exec(path);
  return match?.[1] ?? null;
}

/** The video id of a parsed URL, not yet validated; null when the path is no video page. */
function rawVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (SHORT_HOSTS.has(host)) return /^\/([^/]+)\/?$/.exec(path)?.[1] ?? null;
  if (NOCOOKIE_HOSTS.has(host)) return idAfter(path, 'embed');
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (/^\/watch\/?$/.test(path)) return url.searchParams.get('v');
  return idAfter(path, 'shorts') ?? idAfter(path, 'embed') ?? idAfter(path, 'live');
}

/**
 * Seconds of a `t=` / `start=` value: `90`, `90s`, `1m30s`, `1h2m3s`.
 * Null when absent, zero or not understood (the video then starts at the beginning).
 */
export function startSeconds(value: string | null): number | null {
  if (value == null) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim().toLowerCase());
  if (!match || match.slice(1).every((part) => part === undefined)) return null;
  const [hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const total = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
  return Number.isSafeInteger(total) && total > 0 ? total : null;
}

/** `link` parsed as an http(s) URL, with `https://` assumed when no scheme is written; else null. */
export function parseHttpUrl(link: string): URL | null {
  const text = link.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = text.startsWith('//') ? `https:${text}` : HAS_SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * `link` as an address to open in a new tab when it is no YouTube video: only
 * a link written with `http://` or `https://`, else null.
 */
export function externalHref(link: string): string | null {
  if (!/^https?:\/\//i.test(link.trim())) return null;
  return parseHttpUrl(link)?.href ?? null;
}

/**
 * The embed address of a YouTube link, for an iframe:
 * `https://www.youtube-nocookie.com/embed/ID?autoplay=1&rel=0`, plus
 * `&start=N` when the link had `t=` or `start=` (e.g. `&t=1m30s` → 90).
 *
 * Accepts `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/shorts/ID`,
 * `youtube.com/embed/ID`, `youtube.com/live/ID`, on `www.` and `m.`, with or
 * without `https://`, with extra parameters (`&t=30s`, `?si=…`, `&list=…`).
 * The id must be 11 characters of `[A-Za-z0-9_-]`. Anything else (another
 * host, another scheme such as `javascript:`, user info in the address, a
 * malformed id) answers null.
 */
export function youtubeEmbedUrl(link: string): string | null {
  const url = parseHttpUrl(link);
  if (!url || url.username !== '' || url.password !== '') return null;
  const id = rawVideoId(url);
  if (id == null || !VIDEO_ID.test(id)) return null;

  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const start =
    startSeconds(url.searchParams.get('t')) ?? startSeconds(url.searchParams.get('start')) ?? startSeconds(hash.get('t'));

  const embed = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  return start == null ? embed : `${embed}&start=${start}`;
}
