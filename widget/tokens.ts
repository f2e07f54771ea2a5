/**
 * The colour tokens of both themes: public name (`--sb-<name>`), light default, dark default.
 * One table, so the styles and the contrast test read the same values. The pairs that carry
 * text meet WCAG AA (4.5:1) in both themes; test/widget/model/contrast.test.ts checks them.
 */
export const TOKENS = [
  ['bg', '#ffffff', '#16191e'],
  ['fg', '#1b1f24', '#e8eaed'],
  ['muted', '#525a64', '#aab2bd'],
  ['surface', '#eef1f5', '#252a32'],
  ['accent', '#1d4ed8', '#8ab4f8'],
  ['accent-fg', '#ffffff', '#0b1320'],
  ['entry', '#1d4ed8', '#8ab4f8'],
  ['hinted', '#7e22ce', '#dcbcff'],
  ['notes', '#4a525c', '#b4bcc6'],
  ['line', '#8c95a1', '#66707d'],
  ['line-strong', '#3b424b', '#a3adba'],
  ['highlight', '#e6ebf2', '#222a35'],
  ['same', '#d2e0fb', '#2a3a55'],
  ['selected', '#c9d9f9', '#27406a'],
  ['conflict', '#b3131a', '#ff9a92'],
  ['conflict-bg', '#fde2e2', '#4a1d1d'],
  ['hint', '#fcefc0', '#3d340f'],
  ['hint-ring', '#a15c07', '#e0b341'],
  ['focus', '#c2410c', '#fb923c'],
  ['arrow', '#646d79', '#8d97a4'],
] as const;

export type Token = (typeof TOKENS)[number][0];

/** `--_x: var(--sb-x, default)` for every token: the page's value wins over the theme's. */
export const themeVars = (dark: boolean): string =>
  TOKENS.map(([name, light, night]) => `--_${name}:var(--sb-${name},${dark ? night : light})`).join(
    ';',
  );
