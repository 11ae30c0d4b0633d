import { describe, expect, it } from 'vitest';
import { findOne, parseXml, textOf } from './xml.js';

describe('parseXml (the test helper)', () => {
  it('builds the element tree with decoded attributes and text', () => {
    const root = parseXml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><svg a="1 &amp; 2" b='&lt;x&gt;'><g id="g"><text>&quot;A&apos; &#65;&#x42;</text></g><e/></svg>\n`,
    );
    expect(root.name).toBe('svg');
    expect(root.attrs).toEqual({ a: '1 & 2', b: '<x>' });
    expect(textOf(findOne(root, { id: 'g' }))).toBe(`"A' AB`);
    expect(root.children).toHaveLength(2);
  });

  // Each case is one way a document is not well-formed (XML 1.0, section 2).
  it.each([
    ['empty document', ''],
    ['unclosed element', '<a><b></b>'],
    ['mismatched end tag', '<a><b></a></b>'],
    ['bare ampersand in text', '<a>x & y</a>'],
    ['bare ampersand in attribute', '<a t="x & y"/>'],
    ['unknown entity', '<a>&nbsp;</a>'],
    ['character reference to a forbidden character', '<a>&#1;</a>'],
    ['"<" in an attribute value', '<a t="<"/>'],
    ['unquoted attribute', '<a t=1/>'],
    ['duplicate attribute', '<a t="1" t="2"/>'],
    ['attributes without white space between', '<a t="1"u="2"/>'],
    ['two root elements', '<a/><b/>'],
    ['text after the root', '<a/>x'],
    ['text before the root', 'x<a/>'],
    ['XML declaration not first', ' <?xml version="1.0"?><a/>'],
    ['"--" in a comment', '<a><!-- a -- b --></a>'],
    ['"]]>" in text', '<a>]]></a>'],
    ['a control character', '<a>\u0001</a>'],
    ['an unpaired surrogate', '<a>\uD800</a>'],
    ['a name starting with a digit', '<1a/>'],
  ])('rejects %s', (_, src) => {
    expect(() => parseXml(src)).toThrow(/XML error/);
  });
});
