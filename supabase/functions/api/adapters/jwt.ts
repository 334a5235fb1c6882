/**
 * Access-token verification with jose, for Supabase Auth's tokens:
 * asymmetric signing keys (ES256/RS256/EdDSA) from the project's JWKS, or the
 * legacy shared HS256 secret. A token is a user token only if it is signed,
 * unexpired, for the `authenticated` audience, with `role: authenticated` and
 * a uuid `sub`; anything else is "no caller" (401), never a crash.
 */
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AccessClaims } from '../ports.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const USER_AUDIENCE = 'authenticated';

/** The claims of a user token, or null when the payload is not one. */
export function userClaims(payload: JWTPayload): AccessClaims | null {
  const role = (payload as { role?: unknown }).role;
  if (role !== 'authenticated' || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
  return { ...payload, sub: payload.sub, role };
}

export interface TokenKeys {
  /** The project's JWKS (asymmetric signing keys), if any. */
  readonly jwks?: JWTVerifyGetKey;
  /** The legacy HS256 secret, if the project still signs with it. */
  readonly hs256Secret?: Uint8Array;
  /** Expected `iss`, when known. */
  readonly issuer?: string;
}

const ASYMMETRIC = ['ES256', 'RS256', 'EdDSA'];

/** Verifies a user access token; null for anything that is not a valid user token. */
export async function verifyUserToken(token: string, keys: TokenKeys): Promise<AccessClaims | null> {
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return null;
  }
  // A token without `exp` would never expire: it is not a user token.
  const common = { audience: USER_AUDIENCE, requiredClaims: ['exp', 'sub'], ...(keys.issuer ? { issuer: keys.issuer } : {}) };
  try {
    if (alg === 'HS256') {
      if (!keys.hs256Secret) return null;
      const { payload } = await jwtVerify(token, keys.hs256Secret, { ...common, algorithms: ['HS256'] });
      return userClaims(payload);
    }
    if (!alg || !ASYMMETRIC.includes(alg) || !keys.jwks) return null;
    const { payload } = await jwtVerify(token, keys.jwks, { ...common, algorithms: ASYMMETRIC });
    return userClaims(payload);
  } catch (error) {
    // A key set we cannot fetch is an outage, not a bad token.
    if (error instanceof errors.JWKSTimeout) throw error;
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
