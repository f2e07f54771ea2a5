// A strict little XML reader for tests: it throws on anything that is not well-formed XML 1.0
// (a tag left open or closed twice, an attribute twice or unquoted, a bare `&` or `<`, an unknown
// entity, a character XML cannot hold, text outside the root) and otherwise gives back the element
// tree, so tests can count and read what an SVG holds. No DTDs: the documents under test have none.

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff;
}

export function parseXml(text: string): XmlElement {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!isXmlChar(code)) throw new Error(`not an XML character: U+${code.toString(16)}`);
  }
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${at}: ${JSON.stringify(text.slice(at, at + 30))}`);
  };
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };
  const name = (): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) return fail('expected a name');
    at = NAME.lastIndex;
    return match[0];
  };
  const decode = (raw: string): string => {
    if (raw.includes('<')) fail('a bare < in text');
    return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
      if (ref === undefined) return fail('a bare &');
      if (/^#x[0-9a-fA-F]+$/.test(ref))
        return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
      if (/^#[0-9]+$/.test(ref)) return String.fromCodePoint(Number(ref.slice(1)));
      return ENTITIES[ref] ?? fail(`unknown entity ${whole}`);
    });
  };
  const misc = () => {
    for (;;) {
      skipSpace();
      if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at + 4);
        if (end < 0) fail('an unclosed comment');
        at = end + 3;
      } else if (text.startsWith('<?', at)) {
        const end = text.indexOf('?>', at + 2);
        if (end < 0) fail('an unclosed declaration');
        at = end + 2;
      } else return;
    }
  };
  const element = (): XmlElement => {
    if (text[at] !== '<') fail('expected <');
    at++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (text.startsWith('/>', at)) {
        at += 2;
        return { name: tag, attributes, children: [] };
      }
      if (text[at] === '>') {
        at++;
        break;
      }
      if (at === before) fail('expected a space before an attribute');
      const key = name();
      skipSpace();
      if (text[at] !== '=') fail('expected =');
      at++;
      skipSpace();
      const quote = text[at];
      if (quote !== '"' && quote !== "'") fail('an unquoted attribute');
      const end = text.indexOf(quote, at + 1);
      if (end < 0) fail('an unclosed attribute');
      if (Object.hasOwn(attributes, key)) fail(`attribute ${key} twice`);
      attributes[key] = decode(text.slice(at + 1, end));
      at = end + 1;
    }
    const children: (XmlElement | string)[] = [];
    for (;;) {
      const next = text.indexOf('<', at);
      if (next < 0) fail(`<${tag}> is never closed`);
      if (next > at) children.push(decode(text.slice(at, next)));
      at = next;
      if (text.startsWith('</', at)) {
        at += 2;
        if (name() !== tag) fail(`</…> does not close <${tag}>`);
        skipSpace();
        if (text[at] !== '>') fail('expected >');
        at++;
        return { name: tag, attributes, children };
      }
      if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at + 4);
        if (end < 0) fail('an unclosed comment');
        at = end + 3;
      } else children.push(element());
    }
  };
  misc();
  const root = element();
  misc();
  if (at !== text.length) fail('content after the root element');
  return root;
}

/** Every element under `root` (itself included) named `name`, in document order. */
export function elementsNamed(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    if (el.name === name) found.push(el);
    for (const child of el.children) if (typeof child !== 'string') walk(child);
  };
  walk(root);
  return found;
}

/** The text inside an element, its descendants' included. */
export const textOf = (el: XmlElement): string =>
  el.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
