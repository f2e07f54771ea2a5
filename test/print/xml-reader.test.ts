// The XML reader the SVG tests rely on must refuse what is not well-formed, or "well-formed"
// would prove nothing: each case below is one way a hand-written SVG writer could go wrong.
import { describe, expect, it } from 'vitest';
import { elementsNamed, parseXml, textOf } from '../support/xml.ts';

describe('the strict XML reader', () => {
  it('reads a document: declaration, comments, attributes, entities, self-closing tags', () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- c --><svg a="1" b='&lt;&#65;&#x42;'><g><text>x &amp; y</text><rect/></g></svg>\n`,
    );
    expect(root.name).toBe('svg');
    expect(root.attributes).toEqual({ a: '1', b: '<AB' });
    expect(elementsNamed(root, 'text').map(textOf)).toEqual(['x & y']);
    expect(elementsNamed(root, 'rect')).toHaveLength(1);
  });

  it.each([
    ['an unclosed tag', '<svg><g></svg>'],
    ['a stray closing tag', '<svg></g></svg>'],
    ['two roots', '<svg/><svg/>'],
    ['text after the root', '<svg/>x'],
    ['a bare ampersand', '<svg>a & b</svg>'],
    ['an unknown entity', '<svg>&nbsp;</svg>'],
    ['a bare < in an attribute', '<svg a="<"/>'],
    ['an unquoted attribute', '<svg a=1/>'],
    ['an attribute twice', '<svg a="1" a="2"/>'],
    ['attributes without a space', '<svg a="1"b="2"/>'],
    ['a control character', '<svg>\u0001</svg>'],
    ['a lone surrogate', '<svg>\uD83E</svg>'],
    ['no root at all', '<!-- nothing -->'],
  ])('refuses %s', (_, text) => {
    expect(() => parseXml(text)).toThrow();
  });
});
