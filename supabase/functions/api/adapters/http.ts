/** Small helpers for the adapters that talk to Supabase services over HTTP. */

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export const SERVICE_TIMEOUT_MS = 10_000;

/** The JSON body of a response, or null when it has none or it is not JSON. */
export async function jsonBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A service answer as a short text for logs (never sent to clients). */
export function describe(status: number, body: Record<string, unknown> | null): string {
  const parts = ['error_code', 'code', 'error', 'msg', 'message', 'statusCode']
    .map((k) => (body && body[k] !== undefined ? `${k}=${String(body[k])}` : null))
    .filter((x): x is string => x !== null);
  return `HTTP ${status}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** Encodes each segment of an object path for a URL. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
