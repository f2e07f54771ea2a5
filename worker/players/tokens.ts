/**
 * Player tokens: JSON Web Tokens signed with HMAC-SHA256 (RFC 7519, `alg: HS256`), the format
 * every language has a library for, checked with nothing but a key (no database read):
 *
 * - anonymous: minted by POST /api/v1/players with the Worker's own PLAYER_SIGNING_KEY,
 *   `{ iss: "sudoku-break/anonymous", sub: <22 random characters>, iat, exp }`, a year long;
 * - publisher-signed: minted by a publisher's server with PLAYER_SECRET,
 *   `{ sub: <its reader id>, exp, name?: <display name> }` (docs/players.md has the few lines).
 *
 * The issuer decides the key that must have signed a token, so a publisher cannot sign an
 * anonymous one nor a client a publisher's. A player is an opaque id: `a-<sub>` for an anonymous
 * one, `p-` and a keyed hash of the reader id for a publisher's, so no publisher's id (an email,
 * say) is ever stored. Only `alg: HS256` is accepted, whatever the header asks.
 */
import * as z from 'zod/mini';
import { refusedKind } from '../../shared/generate/seed.ts';
import { characterCount } from '../../shared/text.ts';
import { ProblemError } from '../http/problem.ts';
import type { PlayerKeys } from './keys.ts';
import { decodeText, encodeText, randomId, sign, verify } from './signing.ts';

export const ANONYMOUS_ISSUER = 'sudoku-break/anonymous';
/** How long an anonymous token lasts; POST /api/v1/players/me/token renews it. */
export const ANONYMOUS_LIFETIME_MS = 365 * 86_400_000;
/** Clock skew allowed between a publisher's server and the Worker. */
export const LEEWAY_MS = 60_000;
export const MAX_TOKEN_LENGTH = 4096;
export const MAX_NAME_CHARACTERS = 64;
export const MAX_READER_ID_LENGTH = 256;

export type PlayerKind = 'anonymous' | 'publisher';

export interface Player {
  /** Opaque and stable: what progress, plays and stats are kept under. */
  readonly id: string;
  readonly kind: PlayerKind;
  /** The display name a publisher signed (publisher players only), or null. */
  readonly name: string | null;
  /** When the token stops being accepted (ms since the epoch). */
  readonly expiresAt: number;
}

const HEADER = encodeText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const HeaderSchema = z.object({ alg: z.literal('HS256'), typ: z.optional(z.literal('JWT')) });

// Loose: libraries add claims of their own (iat, nbf, jti...), which are ignored.
const ClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1), z.maxLength(MAX_READER_ID_LENGTH)),
  // Seconds since 1970 that name a date (JavaScript's range, ±8.64e12 s): a time beyond it has
  // no ISO form to say when the token expires.
  exp: z.number().check(z.refine((exp) => Math.abs(exp) <= 8.64e12)),
  iss: z.optional(z.string()),
  name: z.optional(z.string()),
});

const REALM = 'Bearer realm="sudoku-break"';

/** RFC 6750's challenge: `invalid_token` with a description a person can act on. */
export function tokenProblem(code: 'invalid_token' | 'token_expired', detail: string) {
  const description = detail.replaceAll('"', "'").replaceAll('\\', '/');
  return new ProblemError(code, detail, {
    headers: {
      'WWW-Authenticate': `${REALM}, error="invalid_token", error_description="${description}"`,
    },
  });
}

/** No token where one is needed: the challenge without an error (RFC 6750, section 3.1). */
export const tokenRequired = (detail: string): ProblemError =>
  new ProblemError('token_required', detail, { headers: { 'WWW-Authenticate': REALM } });

/** A JWT with these claims, signed HS256 with `secret`. */
export async function signToken(secret: string, claims: Record<string, unknown>): Promise<string> {
  const body = `${HEADER}.${encodeText(JSON.stringify(claims))}`;
  return `${body}.${await sign(secret, body)}`;
}

/**
 * A display name as a publisher signed it, in NFC without surrounding spaces: printable text of 1
 * to 64 characters (the seed rules: no controls, bidirectional controls or noncharacters), or an
 * error message.
 */
export function readName(name: string): { ok: true; name: string } | { ok: false; why: string } {
  const normal = name.normalize('NFC').trim();
  const count = characterCount(normal);
  if (count < 1 || count > MAX_NAME_CHARACTERS) {
    return { ok: false, why: `has ${count} characters; a name has 1 to ${MAX_NAME_CHARACTERS}` };
  }
  for (const ch of normal) {
    if (refusedKind(ch)) return { ok: false, why: 'holds a character that is not printable' };
  }
  return { ok: true, name: normal };
}

function parseJson<S extends z.ZodMiniType>(schema: S, part: string): z.infer<S> | undefined {
  const text = decodeText(part);
  if (text === undefined) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The player id of a publisher's reader: a keyed hash, so the reader id itself is never kept. */
const publisherPlayerId = async (keys: PlayerKeys, readerId: string): Promise<string> =>
  `p-${(await sign(keys.signing, `publisher-reader\n${readerId}`)).slice(0, 22)}`;

/** A new anonymous player and its token. */
export async function mintAnonymous(
  keys: PlayerKeys,
  now: number,
  sub: string = randomId(),
): Promise<{ token: string; player: Player }> {
  const exp = Math.floor((now + ANONYMOUS_LIFETIME_MS) / 1000);
  const token = await signToken(keys.signing, {
    iss: ANONYMOUS_ISSUER,
    sub,
    iat: Math.floor(now / 1000),
    exp,
  });
  return {
    token,
    player: { id: `a-${sub}`, kind: 'anonymous', name: null, expiresAt: exp * 1000 },
  };
}

/** The anonymous player's own part of its id (what a renewed token signs again). */
export const anonymousSub = (player: Player): string => player.id.slice(2);

/**
 * The player a token names, or the 401 problem saying why not: not a JWT, not HS256, a bad
 * signature (tampered, or signed with another key), expired, or claims that are not usable.
 */
export async function readToken(token: string, keys: PlayerKeys, now: number): Promise<Player> {
  const invalid = (why: string) => tokenProblem('invalid_token', `the player token ${why}`);
  if (token.length > MAX_TOKEN_LENGTH)
    throw invalid(`is longer than ${MAX_TOKEN_LENGTH} characters`);
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('is not a JSON Web Token (three base64url parts)');
  if (!parseJson(HeaderSchema, parts[0])) {
    throw invalid('header is not {"alg":"HS256","typ":"JWT"}: only HMAC-SHA256 is accepted');
  }
  const claims = parseJson(ClaimsSchema, parts[1]);
  if (!claims) throw invalid('claims are not JSON with `sub` (1 to 256 characters) and `exp`');
  const anonymous = claims.iss === ANONYMOUS_ISSUER;
  const key = anonymous ? keys.signing : keys.publisher;
  if (!key) throw invalid('is signed by a publisher, and this deployment has no PLAYER_SECRET');
  if (!(await verify(key, `${parts[0]}.${parts[1]}`, parts[2]))) {
    throw invalid(
      anonymous
        ? 'signature does not match: it was changed, or not issued by this deployment'
        : 'signature does not match: it was changed, or signed with another secret than PLAYER_SECRET',
    );
  }
  const expiresAt = claims.exp * 1000;
  if (now > expiresAt + LEEWAY_MS) {
    throw tokenProblem(
      'token_expired',
      `the player token expired at ${new Date(expiresAt).toISOString()}; ${anonymous ? 'renew anonymous tokens before they expire (POST /api/v1/players/me/token)' : 'the publisher signs a new one'}`,
    );
  }
  if (anonymous) {
    if (!/^[A-Za-z0-9_-]{22}$/.test(claims.sub))
      throw invalid('has an anonymous `sub` this API never issues');
    return { id: `a-${claims.sub}`, kind: 'anonymous', name: null, expiresAt };
  }
  let name: string | null = null;
  if (claims.name !== undefined) {
    const read = readName(claims.name);
    if (!read.ok) throw invalid(`\`name\` claim ${read.why}`);
    name = read.name;
  }
  return { id: await publisherPlayerId(keys, claims.sub), kind: 'publisher', name, expiresAt };
}
