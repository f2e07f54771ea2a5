/**
 * The `mistakes` and `mistake-limit` attributes read into a checking mode and a limit
 * (mistakes.ts says what each mode shows and counts).
 */

export const MISTAKE_MODES = ['off', 'conflicts', 'instant'] as const;
export type MistakeMode = (typeof MISTAKE_MODES)[number];

/** The `mistakes` attribute: a mode name (any case), else `conflicts`, what the widget always did. */
export function mistakeModeOf(value: string | null | undefined): MistakeMode {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (MISTAKE_MODES as readonly string[]).includes(v) ? (v as MistakeMode) : 'conflicts';
}

export const MAX_MISTAKE_LIMIT = 99;

/** The `mistake-limit` attribute: 1 to 99 mistakes end the game; anything else means no limit. */
export function mistakeLimitOf(value: string | null | undefined): number | null {
  const v = typeof value === 'string' ? value.trim() : '';
  const n = /^\d{1,2}$/.test(v) ? Number(v) : 0;
  return n >= 1 && n <= MAX_MISTAKE_LIMIT ? n : null;
}
