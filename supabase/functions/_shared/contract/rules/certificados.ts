/**
 * Certificate verification codes (docs/certificados.md). A code is 20
 * characters of Crockford's base32 (100 random bits), shown in five groups of
 * four: it cannot be guessed, and it survives being read aloud or typed from
 * paper (O reads as 0, I and L as 1; case, spaces and hyphens are ignored).
 * The server draws the bytes; this module only spells them.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 20;
/** Random bytes a code needs (13 × 8 = 104 ≥ 100 bits; the extra bits are dropped). */
export const CODE_BYTES = 13;
/** A stored code: the canonical spelling, with hyphens. The database checks the same pattern. */
export const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** The canonical code for CODE_BYTES random bytes. */
export function certificateCode(bytes: Uint8Array): string {
  if (bytes.length < CODE_BYTES) throw new Error(`certificateCode needs ${CODE_BYTES} bytes`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < CODE_LENGTH) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return groupCode(out);
}

function groupCode(raw: string): string {
  return raw.match(/.{4}/g)!.join('-');
}

/**
 * What the user typed, spelled the canonical way, or null when it cannot be a
 * code (wrong length or a character outside the alphabet).
 */
export function normalizeCertificateCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== CODE_LENGTH) return null;
  for (const ch of raw) if (!CODE_ALPHABET.includes(ch)) return null;
  return groupCode(raw);
}

/** The address the certificate's QR code opens: the public check of this app. */
export function verificationPath(code: string): string {
  return `/verificar/${code}`;
}
