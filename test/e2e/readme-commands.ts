/**
 * The `fds` command lines of README.md, read the way a POSIX shell reads them, so the README test runs each
 * one as written without a shell: words and quotes, `$NAME` and `~` expansion, `#` comments, `&&`, `|`,
 * `> FILE`, a trailing `&` (a server left running) and `export NAME=value` lines. Only what the README's ```sh blocks use is understood; anything else is an error, so a line the
 * test cannot read fails rather than being run differently from how a reader would run it.
 */

/** A line of a ```sh block of the README that runs fds. */
export interface ReadmeLine {
  /** 1-based line number in README.md. */
  lineNo: number;
  /** The line as written, without its trailing comment: placeholders are filled in this text. */
  text: string;
  /** Index of its ```sh block among all of them, so a test can act where a block ends. */
  block: number;
  /** The fds words as written (placeholders unfilled), e.g. ['portfolio', 'add', 'ID', …]; empty for an export. */
  words: readonly string[];
  /** Set on an `export NAME=value …` line: the names it exports (values are read when the line is run). */
  exports?: readonly string[];
}

/** One simple command of a line: environment assignments, its words, where its standard output goes. */
export interface SimpleCommand {
  env: Record<string, string>;
  argv: string[];
  /** `> FILE`: the file standard output is written to (as written, relative to the working directory). */
  stdoutTo?: string;
}

/** The fds command of a line, its words after `fds` (or `npx fds`). */
export interface FdsCommand extends SimpleCommand {
  /** Set when its output is piped into another program, which is not fds and is not run. */
  pipedInto?: string;
  /** Set when the line ends with `&`: the command keeps running while the next lines run. */
  background?: true;
}

export interface Expansion {
  /** The value of `$NAME`; a name without one is an error, as an unset placeholder must not run as ''. */
  variable(name: string): string | undefined;
  /** What `~` at the start of a word stands for. */
  home: string;
}

type Operator = '&&' | '|' | '>' | '&';
type Token = { word: string } | { op: Operator };

/** Programs of the README's ```sh blocks that are not fds and are not run (installing, requests, manual pages). */
const NOT_FDS = new Set(['npm', 'curl', 'man']);

/** Every line of every ```sh block that runs fds, in README order. */
export function readmeFdsLines(markdown: string): ReadmeLine[] {
  const lines: ReadmeLine[] = [];
  let block = -1;
  // The language of the open code block, undefined outside one.
  let open: string | undefined;
  markdown.split('\n').forEach((raw, index) => {
    const fence = /^```(\S*)/.exec(raw);
    if (fence !== null) {
      open = open === undefined ? fence[1] : undefined;
      if (open === 'sh') block += 1;
      return;
    }
    if (open !== 'sh') return;
    const read = readLine(raw, index + 1, block);
    if (read !== undefined) lines.push(read);
  });
  return lines;
}

/** A line of a ```sh block: an fds line, or undefined for a blank line, a comment or another program's line. */
function readLine(raw: string, lineNo: number, block: number): ReadmeLine | undefined {
  // Placeholders have no value yet; the words are read only to classify the line and find its comment.
  const { tokens, commentAt } = shellTokens(raw, { variable: (name) => `$${name}`, home: '~' });
  if (tokens.length === 0) return undefined;
  const text = raw.slice(0, commentAt).trim();
  if (isExport(tokens)) return { lineNo, text, block, words: [], exports: Object.keys(exportsOf(tokens, `README.md:${lineNo}`)) };
  const command = fdsCommand(tokens, `README.md:${lineNo}`);
  if (command === undefined) return undefined;
  return { lineNo, text, block, words: command.argv };
}

const isExport = (tokens: readonly Token[]): boolean => {
  const first = tokens[0];
  return first !== undefined && 'word' in first && first.word === 'export';
};

/** `export NAME=value …`: every word after `export` must be an assignment, as the README means it. */
function exportsOf(tokens: readonly Token[], where: string): Record<string, string> {
  const assigned: Record<string, string> = {};
  for (const token of tokens.slice(1)) {
    const assignment = 'word' in token ? /^([A-Za-z_]\w*)=(.*)$/s.exec(token.word) : null;
    if (assignment === null) throw new Error(`${where}: export takes NAME=value words only`);
    assigned[assignment[1]!] = assignment[2]!;
  }
  return assigned;
}

/** The variables an `export` line sets, after its placeholders are filled and `$NAME` and `~` expanded. */
export function parseExportLine(text: string, expansion: Expansion): Record<string, string> {
  const { tokens } = shellTokens(text, expansion);
  if (!isExport(tokens)) throw new Error(`${text}: not an export line`);
  return exportsOf(tokens, text);
}

/** The fds command of a line after its placeholders are filled, its `$NAME` and `~` expanded. */
export function parseFdsLine(text: string, expansion: Expansion): FdsCommand {
  const command = fdsCommand(shellTokens(text, expansion).tokens, text);
  if (command === undefined) throw new Error(`${text}: runs no fds command`);
  return command;
}

/**
 * Splits a line into words and operators as a POSIX shell does: single quotes keep everything, double
 * quotes expand `$NAME` and honour `\`, an unquoted `#` at a word's start begins a comment. `<…>` is the
 * README's placeholder notation and is kept as part of a word (the README never redirects input).
 */
function shellTokens(line: string, expansion: Expansion): { tokens: Token[]; commentAt: number } {
  const tokens: Token[] = [];
  let word: string | undefined;
  const flush = () => {
    if (word !== undefined) tokens.push({ word });
    word = undefined;
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      flush();
      i += 1;
    } else if (c === '#' && word === undefined) {
      return { tokens, commentAt: i };
    } else if (c === '&' && line[i + 1] === '&') {
      flush();
      tokens.push({ op: '&&' });
      i += 2;
    } else if (c === '&' && /^\s*(#.*)?$/.test(line.slice(i + 1))) {
      // A trailing `&`: the command runs in the background. Anywhere else `&` is not understood.
      flush();
      tokens.push({ op: '&' });
      const comment = line.indexOf('#', i + 1);
      return { tokens, commentAt: comment < 0 ? line.length : comment };
    } else if (c === '|' || c === '>') {
      flush();
      tokens.push({ op: c });
      i += 1;
    } else {
      const [text, next] = wordPart(line, i, word === undefined, expansion);
      word = (word ?? '') + text;
      i = next;
    }
  }
  flush();
  return { tokens, commentAt: line.length };
}

/** One piece of a word starting at `i`: its text after quote removal and expansion, and where it ends. */
function wordPart(line: string, i: number, atWordStart: boolean, expansion: Expansion): [string, number] {
  const c = line[i]!;
  if (c === "'") {
    const end = closing(line, i, "'");
    return [line.slice(i + 1, end), end + 1];
  }
  if (c === '"') return doubleQuoted(line, i, expansion);
  if (c === '\\') return [line[i + 1] ?? '', i + 2];
  if (c === '$') return variable(line, i, expansion);
  if (c === '~' && atWordStart && (i + 1 === line.length || /[/\s]/.test(line[i + 1]!))) return [expansion.home, i + 1];
  if (c === '<') {
    const end = closing(line, i, '>');
    return [line.slice(i, end + 1), end + 1];
  }
  if (c === '(' || c === ')' || c === ';' || c === '&' || c === '`') throw new Error(`${line}: '${c}' is not understood by the README test`);
  return [c, i + 1];
}

function closing(line: string, open: number, quote: string): number {
  const end = line.indexOf(quote, open + 1);
  if (end < 0) throw new Error(`${line}: unterminated ${line[open]}`);
  return end;
}

/** `"…"`: `$NAME` is expanded, `\` escapes `$`, `` ` ``, `"` and `\` only, as in a shell. */
function doubleQuoted(line: string, open: number, expansion: Expansion): [string, number] {
  let text = '';
  let i = open + 1;
  while (i < line.length && line[i] !== '"') {
    if (line[i] === '\\' && '$`"\\'.includes(line[i + 1] ?? '')) {
      text += line[i + 1];
      i += 2;
    } else if (line[i] === '$') {
      const [value, next] = variable(line, i, expansion);
      text += value;
      i = next;
    } else {
      text += line[i];
      i += 1;
    }
  }
  if (i >= line.length) throw new Error(`${line}: unterminated "`);
  return [text, i + 1];
}

/** `$NAME` or `${NAME}`; a name without a value is an error rather than an empty word. */
function variable(line: string, dollar: number, expansion: Expansion): [string, number] {
  const match = /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))/.exec(line.slice(dollar));
  if (match === null) return ['$', dollar + 1];
  const name = (match[1] ?? match[2])!;
  const value = expansion.variable(name);
  if (value === undefined) throw new Error(`${line}: $${name} has no value (a placeholder the README test does not know)`);
  return [value, dollar + match[0].length];
}

/**
 * The one fds command of a line: `fds …` or `npx fds …`, with `NAME=value` words before it as its
 * environment, `> FILE` after it, joined to other programs by `&&` or piped into one. Undefined when the
 * line runs only programs that are not fds; an unknown program is an error.
 */
function fdsCommand(tokens: Token[], where: string): FdsCommand | undefined {
  const commands = simpleCommands(tokens, where);
  const fds = commands.filter(({ command }) => isFds(command.argv));
  if (fds.length > 1) throw new Error(`${where}: more than one fds command on a line`);
  const found = fds[0];
  if (found === undefined) {
    const program = commands[0]?.command.argv[0] ?? '';
    if (!NOT_FDS.has(program)) throw new Error(`${where}: a line of '${program}', which the README test does not know`);
    return undefined;
  }
  if (found.pipedFrom) throw new Error(`${where}: fds reads a pipe; the README test runs fds without input`);
  const argv = found.command.argv[0] === 'npx' ? found.command.argv.slice(2) : found.command.argv.slice(1);
  const pipedInto = commands[commands.indexOf(found) + 1];
  const background = tokens.at(-1);
  return {
    ...found.command,
    argv,
    ...(pipedInto?.pipedFrom ? { pipedInto: pipedInto.command.argv.join(' ') } : {}),
    ...(background !== undefined && 'op' in background && background.op === '&' ? { background: true as const } : {}),
  };
}

const isFds = (argv: readonly string[]) => argv[0] === 'fds' || (argv[0] === 'npx' && argv[1] === 'fds');

/** The simple commands of a line, each marked when it reads the previous one's output. */
function simpleCommands(tokens: Token[], where: string): { command: SimpleCommand; pipedFrom: boolean }[] {
  const out: { command: SimpleCommand; pipedFrom: boolean }[] = [];
  let current: SimpleCommand = { env: {}, argv: [] };
  let pipedFrom = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if ('word' in token) {
      addWord(current, token.word);
    } else if (token.op === '>') {
      const target = tokens[i + 1];
      if (target === undefined || !('word' in target)) throw new Error(`${where}: '>' names no file`);
      current.stdoutTo = target.word;
      i += 1;
    } else if (token.op === '&') {
      if (current.argv.length === 0) throw new Error(`${where}: '&' follows no command`);
    } else {
      if (current.argv.length === 0) throw new Error(`${where}: '${token.op}' follows no command`);
      out.push({ command: current, pipedFrom });
      current = { env: {}, argv: [] };
      pipedFrom = token.op === '|';
    }
  }
  if (current.argv.length > 0) out.push({ command: current, pipedFrom });
  return out;
}

/** `NAME=value` before the program's name is an environment assignment, as in a shell. */
function addWord(command: SimpleCommand, word: string): void {
  const assignment = /^([A-Za-z_]\w*)=(.*)$/s.exec(word);
  if (command.argv.length === 0 && assignment !== null) command.env[assignment[1]!] = assignment[2]!;
  else command.argv.push(word);
}
