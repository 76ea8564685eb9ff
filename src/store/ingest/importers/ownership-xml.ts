/**
 * A small reader of the SEC's ownership XML documents (Forms 3, 4, 5 and 144): well-formed XML without a
 * DTD, into a tree of elements with their text and 1-based line. Namespace prefixes are dropped
 * (`ns2:issuerCik` is `issuerCik`), so prefixed and default-namespace documents read alike. Entities,
 * character references, CDATA, comments and processing instructions are handled; anything malformed is
 * an error naming its line.
 */

export interface XmlElement {
  name: string;
  line: number;
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** Text directly inside the element, entities decoded, trimmed. */
  text: string;
}

export class XmlSyntaxError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, line: number): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const named = ENTITIES[ref];
    if (named === undefined) throw new XmlSyntaxError(line, `unknown entity ${whole}`);
    return named;
  });
}

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);

/** Parses `source` into its root element. */
export function parseXml(source: string): XmlElement {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  let at = 0;
  let line = 1;
  const stack: { element: XmlElement; texts: string[] }[] = [];
  let root: XmlElement | null = null;
  const advance = (to: number) => {
    for (let i = at; i < to; i++) if (text.charCodeAt(i) === 10) line++;
    at = to;
  };
  const expectEnd = (marker: string, what: string): number => {
    const end = text.indexOf(marker, at);
    if (end < 0) throw new XmlSyntaxError(line, `unterminated ${what}`);
    return end;
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const chunk = lt < 0 ? text.slice(at) : text.slice(at, lt);
    if (stack.length > 0) stack.at(-1)!.texts.push(decode(chunk, line));
    else if (chunk.trim() !== '') throw new XmlSyntaxError(line, 'text outside the root element');
    advance(lt < 0 ? text.length : lt);
    if (lt < 0) break;
    if (text.startsWith('<!--', at)) {
      advance(expectEnd('-->', 'comment') + 3);
    } else if (text.startsWith('<![CDATA[', at)) {
      const end = expectEnd(']]>', 'CDATA section');
      if (stack.length > 0) stack.at(-1)!.texts.push(text.slice(at + 9, end));
      advance(end + 3);
    } else if (text.startsWith('<?', at) || text.startsWith('<!', at)) {
      advance(expectEnd('>', 'declaration') + 1);
    } else if (text.startsWith('</', at)) {
      const end = expectEnd('>', 'end tag');
      const name = localName(text.slice(at + 2, end).trim());
      const open = stack.pop();
      if (open === undefined || open.element.name !== name) throw new XmlSyntaxError(line, `unexpected end tag </${name}>`);
      open.element.text = open.texts.join('').trim();
      advance(end + 1);
    } else {
      const end = expectEnd('>', 'start tag');
      const body = text.slice(at + 1, end);
      const selfClosing = body.endsWith('/');
      const inner = selfClosing ? body.slice(0, -1) : body;
      const nameMatch = /^\s*([^\s/>]+)/.exec(inner);
      if (nameMatch === null) throw new XmlSyntaxError(line, 'a tag without a name');
      const attributes: Record<string, string> = {};
      for (const m of inner.slice(nameMatch[0].length).matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        attributes[localName(m[1]!)] = decode(m[3] ?? m[4] ?? '', line);
      }
      const element: XmlElement = { name: localName(nameMatch[1]!), line, attributes, children: [], text: '' };
      if (stack.length > 0) stack.at(-1)!.element.children.push(element);
      else if (root === null) root = element;
      else throw new XmlSyntaxError(line, 'a second root element');
      if (!selfClosing) stack.push({ element, texts: [] });
      advance(end + 1);
    }
  }
  if (stack.length > 0) throw new XmlSyntaxError(line, `<${stack.at(-1)!.element.name}> is never closed`);
  if (root === null) throw new XmlSyntaxError(line, 'no root element');
  return root;
}

/** The first child named `name`, following a path of names. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let at = element;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

/** Every child named `name`. */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] => element?.children.filter((c) => c.name === name) ?? [];

/** Text at a path, null when absent or empty. Form 4 wraps most values in `<value>`, which is looked through. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | null {
  const found = child(element, ...path);
  if (found === undefined) return null;
  const value = child(found, 'value');
  const text = (value ?? found).text;
  return text === '' ? null : text;
}
