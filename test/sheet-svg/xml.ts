/**
 * A small strict XML 1.0 parser for the tests: it builds an element tree and throws on
 * anything not well-formed (unclosed or mismatched tags, bare `&` or `<`, unknown entities,
 * duplicate or unquoted attributes, more than one root, characters XML forbids). No DTDs,
 * no namespaces processing: `xmlns` is just an attribute.
 */

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
}
export type XmlNode = XmlElement | string;

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const XML_DECL = /^<\?xml\s+version\s*=\s*(["'])1\.[0-9]+\1(\s+encoding\s*=\s*(["'])[A-Za-z][-A-Za-z0-9._]*\3)?(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*$/;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isXmlChar(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  return (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  fail(message: string): never {
    throw new Error(`XML error at ${this.pos}: ${message}`);
  }

  private startsWith(s: string): boolean {
    return this.src.startsWith(s, this.pos);
  }

  private expect(s: string): void {
    if (!this.startsWith(s)) this.fail(`expected "${s}"`);
    this.pos += s.length;
  }

  private space(): boolean {
    const start = this.pos;
    while (/[ \t\r\n]/.test(this.src[this.pos] ?? '')) this.pos++;
    return this.pos > start;
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const m = NAME.exec(this.src);
    if (!m) this.fail('expected a name');
    this.pos += m[0].length;
    return m[0];
  }

  private until(end: string, what: string): string {
    const at = this.src.indexOf(end, this.pos);
    if (at < 0) this.fail(`unterminated ${what}`);
    const body = this.src.slice(this.pos, at);
    this.pos = at + end.length;
    return body;
  }

  /** Text with entity and character references decoded; `<` is never allowed in it. */
  private decode(raw: string): string {
    if (raw.includes('<')) this.fail('"<" in text or attribute value');
    return raw.replace(/&([^;&<]*);|&/g, (whole, ref: string | undefined) => {
      if (ref === undefined) this.fail('bare "&"');
      const num = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(ref);
      if (num) {
        const code = num[1] !== undefined ? parseInt(num[1], 16) : parseInt(num[2] ?? '', 10);
        if (!isXmlChar(code)) this.fail(`character reference ${whole} is not an XML character`);
        return String.fromCodePoint(code);
      }
      const named = PREDEFINED[ref];
      if (named === undefined) this.fail(`unknown entity ${whole}`);
      return named;
    });
  }

  private misc(): void {
    for (;;) {
      this.space();
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.instruction();
      else return;
    }
  }

  private comment(): void {
    this.expect('<!--');
    const body = this.until('-->', 'comment');
    if (body.includes('--') || body.endsWith('-')) this.fail('"--" inside a comment');
  }

  private instruction(): void {
    this.expect('<?');
    if (this.name().toLowerCase() === 'xml') this.fail('XML declaration not at the start');
    this.until('?>', 'processing instruction');
  }

  document(): XmlElement {
    if (BAD_CHAR.test(this.src)) this.fail('a character XML forbids');
    if (this.startsWith('<?xml')) {
      const decl = this.until('?>', 'XML declaration');
      if (!XML_DECL.test(decl)) {
        this.fail('malformed XML declaration');
      }
    }
    this.misc();
    if (this.startsWith('<!DOCTYPE')) this.fail('DOCTYPE is not supported');
    if (!this.startsWith('<')) this.fail('expected the root element');
    const root = this.element();
    this.misc();
    if (this.pos < this.src.length) this.fail('content after the root element');
    return root;
  }

  private element(): XmlElement {
    this.expect('<');
    const name = this.name();
    const attrs: Record<string, string> = {};
    for (;;) {
      const spaced = this.space();
      if (this.startsWith('/>')) {
        this.pos += 2;
        return { name, attrs, children: [] };
      }
      if (this.startsWith('>')) {
        this.pos += 1;
        break;
      }
      if (!spaced) this.fail('expected white space before an attribute');
      const key = this.name();
      this.space();
      this.expect('=');
      this.space();
      const quote = this.src[this.pos];
      if (quote !== '"' && quote !== "'") this.fail('attribute value without quotes');
      this.pos++;
      if (Object.hasOwn(attrs, key)) this.fail(`duplicate attribute ${key}`);
      attrs[key] = this.decode(this.until(quote, 'attribute value'));
    }
    return { name, attrs, children: this.content(name) };
  }

  private content(parent: string): XmlNode[] {
    const children: XmlNode[] = [];
    for (;;) {
      const next = this.src.indexOf('<', this.pos);
      if (next < 0) this.fail(`<${parent}> is never closed`);
      const raw = this.src.slice(this.pos, next);
      if (raw.includes(']]>')) this.fail('"]]>" in text');
      if (raw) children.push(this.decode(raw));
      this.pos = next;
      if (this.startsWith('</')) {
        this.pos += 2;
        const name = this.name();
        if (name !== parent) this.fail(`</${name}> closes <${parent}>`);
        this.space();
        this.expect('>');
        return children;
      }
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<![CDATA[')) {
        this.pos += 9;
        children.push(this.until(']]>', 'CDATA section'));
      } else if (this.startsWith('<?')) this.instruction();
      else children.push(this.element());
    }
  }
}

/** The root element of `src`; throws on anything not well-formed. */
export function parseXml(src: string): XmlElement {
  return new Parser(src).document();
}

/** Every element of the tree, depth first, the root included. */
export function* elements(root: XmlElement): Generator<XmlElement> {
  yield root;
  for (const child of root.children) if (typeof child !== 'string') yield* elements(child);
}

/** The elements whose attributes include all of `attrs`. */
export function findAll(root: XmlElement, attrs: Readonly<Record<string, string>>): XmlElement[] {
  return [...elements(root)].filter((e) => Object.entries(attrs).every(([k, v]) => e.attrs[k] === v));
}

/** The only element with `attrs`; throws when there is none or more than one. */
export function findOne(root: XmlElement, attrs: Readonly<Record<string, string>>): XmlElement {
  const found = findAll(root, attrs);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${JSON.stringify(attrs)}`);
  return found[0]!;
}

/** All text below `node`, concatenated. */
export function textOf(node: XmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}
