/**
 * The XML documents people download from the SEC (Forms 3, 4, 5 and 144, N-PORT-P) as a tree of elements
 * with their text and 1-based line, read by saxes, a strict, well-kept XML parser (well-formedness, entities,
 * CDATA and comments are its job). Namespace prefixes are dropped (`ns2:issuerCik` is `issuerCik`), so
 * prefixed and default-namespace documents read alike; anything malformed is an error naming its line.
 */
import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { fileProblem } from '../problems';

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

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);

const attributesOf = (tag: SaxesTagPlain): Record<string, string> =>
  Object.fromEntries(Object.entries(tag.attributes).map(([name, value]) => [localName(name), value]));

type Parser = SaxesParser<{ xmlns: false; position: true }>;

/**
 * A saxes parser that builds elements as it reads. When an element named `detach` closes, it is handed to
 * `onDetached` and left out of its parent, so a reader of a long repeated element (the investments of an
 * N-PORT-P filing) holds one at a time. `root()` is the root element once the document is closed.
 */
function elementBuilder(detach?: string, onDetached?: (element: XmlElement) => void): { parser: Parser; root: () => XmlElement } {
  const parser: Parser = new SaxesParser({ xmlns: false, position: true });
  const open: { element: XmlElement; texts: string[] }[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (error) => {
    // saxes prefixes its messages with `line:column: `; the line is said once, by XmlSyntaxError.
    throw new XmlSyntaxError(parser.line, error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, ''));
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: localName(tag.name), line: parser.line, attributes: attributesOf(tag), children: [], text: '' };
    const parent = open.at(-1);
    if (parent === undefined) root = element;
    else if (element.name !== detach) parent.element.children.push(element);
    open.push({ element, texts: [] });
  });
  parser.on('text', (text) => open.at(-1)?.texts.push(text));
  parser.on('cdata', (text) => open.at(-1)?.texts.push(text));
  parser.on('closetag', () => {
    const closed = open.pop()!;
    closed.element.text = closed.texts.join('').trim();
    if (closed.element.name === detach && open.length > 0) onDetached?.(closed.element);
  });
  return {
    parser,
    root: () => {
      if (root === null) throw new XmlSyntaxError(parser.line, 'no root element');
      return root;
    },
  };
}

/**
 * A byte-order mark, and the blank line EDGAR leaves before the declaration of a document cut out of its
 * submission, come before `<?xml`, where XML allows nothing; both are dropped, not refused.
 */
const withoutLeadingJunk = (start: string): string => start.replace(/^\uFEFF?\s*(?=<\?xml)/, '').replace(/^\uFEFF/, '');

/** Parses `source` into its root element. */
export function parseXml(source: string): XmlElement {
  const { parser, root } = elementBuilder();
  parser.write(withoutLeadingJunk(source)).close();
  return root();
}

/**
 * Reads the XML file at `file` from a stream, never holding the whole text: each element named `repeated`
 * is handed to `onRepeated` as it closes (with its line) and not kept; after each chunk `drain` runs, so the
 * caller can flush what it collected (awaited, which bounds memory). Resolves with the root element of
 * everything else; a document that is not well-formed is refused naming its line, as {@link readXmlFile}.
 */
export async function streamXmlFile(
  file: string,
  repeated: string,
  onRepeated: (element: XmlElement) => void,
  drain: () => Promise<void>,
): Promise<XmlElement> {
  const { parser, root } = elementBuilder(repeated, onRepeated);
  try {
    let first = true;
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 })) {
      parser.write(first ? withoutLeadingJunk(chunk as string) : (chunk as string));
      first = false;
      await drain();
    }
    parser.close();
    return root();
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw fileProblem(file, `is not well-formed XML (${error.message})`);
    throw error;
  }
}

/** The root element of an XML file, or the refusal of a file that is not well-formed XML, naming the line. */
export function readXmlFile(file: string, source: string): XmlElement {
  try {
    return parseXml(source);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw fileProblem(file, `is not well-formed XML (${error.message})`);
    throw error;
  }
}

/** The first child named `name`, following a path of names. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let at = element;
  for (const name of path) at = at?.children.find((c) => c.name === name);
  return at;
}

/** The first element named `name` anywhere below `element`, depth first. */
export function descendant(element: XmlElement | undefined, name: string): XmlElement | undefined {
  for (const c of element?.children ?? []) {
    if (c.name === name) return c;
    const found = descendant(c, name);
    if (found !== undefined) return found;
  }
  return undefined;
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
