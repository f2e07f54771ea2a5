/**
 * HMAC-SHA256 with Web Crypto (the same API in workerd, Node 22 and browsers), and base64url
 * without padding: what player tokens (tokens.ts) and play ids (play-ids.ts) are signed and
 * written with. Checking a signature needs the key and nothing stored, so a token is checked
 * without a database read. Keys are imported once per secret and isolate.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or undefined for text that is not canonical base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  // Unused trailing bits must be zero, so that one value has one spelling.
  return toBase64url(bytes) === text ? bytes : undefined;
}

/** UTF-8 text as base64url, and back (undefined for bytes that are not UTF-8 text). */
export const encodeText = (text: string): string => toBase64url(encoder.encode(text));

export function decodeText(text: string): string | undefined {
  const bytes = fromBase64url(text);
  if (!bytes) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** The HMAC-SHA256 of `message` under `secret`, in base64url. */
export async function sign(secret: string, message: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message));
  return toBase64url(new Uint8Array(mac));
}

/** Whether `signature` (base64url) is the HMAC of `message` under `secret`; compared in constant time. */
export async function verify(secret: string, message: string, signature: string): Promise<boolean> {
  const mac = fromBase64url(signature);
  if (mac?.length !== 32) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(message));
}

/** `bytes` random bytes in base64url (16 bytes: 22 characters, 128 bits). */
export const randomId = (bytes = 16): string =>
  toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));
