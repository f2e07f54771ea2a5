/**
 * Just enough markdown for the documentation tests: the anchors GitHub gives a file's headings
 * and the links a file makes, both outside fenced code blocks and inline code.
 */

export interface Link {
  /** 1-based line of the link, for messages. */
  readonly line: number;
  /** The target as written, e.g. `docs/api.md#deploying`, `#layout` or `https://...`. */
  readonly target: string;
}

/** The lines of a markdown text with fenced code blocks blanked (line numbers are kept). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/**
 * A heading's anchor as GitHub makes it (github-slugger): the text without markup, lower case,
 * every character but letters, digits, marks, `_`, `-` and spaces dropped, spaces made `-`.
 */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]{1,2}([^`*_]+)[`*_]{1,2}/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');
}

/** The anchors of a text's headings; a repeated heading gets `-1`, `-2`..., as on GitHub. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading.trim());
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Every inline link `[text](target)` and image of a text. */
export function links(text: string): Link[] {
  const found: Link[] = [];
  proseLines(text).forEach((line, i) => {
    // Inline code is not a link, whatever brackets it holds.
    const prose = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
      found.push({ line: i + 1, target: match[1] });
  });
  return found;
}

/** Whether a link target leaves the repository (a URL with a scheme, or protocol-relative). */
export const isExternal = (target: string): boolean => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
