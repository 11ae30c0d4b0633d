/**
 * A tiny SVG tag builder. Text only becomes markup through `txt` (escaped) or `el` (escaped
 * attribute values), so nothing a player typed can break out of its text node.
 */

/** A fragment of markup that is already escaped; only `el` and `txt` make one. */
export type Markup = string & { readonly __brand: 'Markup' };

export type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

// Characters XML 1.0 forbids anywhere, even escaped: C0 controls other than tab, newline and
// carriage return, unpaired surrogates, U+FFFE and U+FFFF.
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `s` safe as XML text or attribute value: the five special characters escaped, forbidden characters replaced by U+FFFD. */
export function escapeXml(s: string): string {
  return s.replace(NOT_XML_CHAR, '\uFFFD').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A number with at most 2 decimals and no trailing zeros, never `-0`. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`cannot write ${n} into an SVG`);
  const rounded = Math.round(n * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Escaped text content. */
export function txt(s: string): Markup {
  return escapeXml(s) as Markup;
}

/** Concatenated fragments, one per line. */
export function lines(parts: readonly Markup[]): Markup {
  return parts.join('\n') as Markup;
}

function attrText(value: AttrValue): string | null {
  if (value === null || value === undefined || value === false) return null;
  if (value === true) return 'true';
  return typeof value === 'number' ? fmt(value) : escapeXml(value);
}

/** An element; attributes that are null, undefined or false are left out, numbers go through `fmt`. */
export function el(name: string, attrs: Attrs = {}, children: readonly Markup[] = []): Markup {
  const written = Object.entries(attrs).flatMap(([key, value]) => {
    const text = attrText(value);
    return text === null ? [] : [` ${key}="${text}"`];
  });
  const open = `<${name}${written.join('')}`;
  return (children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${name}>`) as Markup;
}
