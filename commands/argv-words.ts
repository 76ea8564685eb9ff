/**
 * Reading argv before commander does: which top-level command it names and the value of a global option.
 * Shared by the CLI (to load only the family a command needs) and the thin launcher (to decide whether a
 * command can be forwarded to the process holding the store), which loads nothing else.
 */

/**
 * Commands that run long (the board, an ingest, a publish of the captures): they go through the store's
 * owner, started for them if need be, instead of holding the store themselves while other commands wait.
 */
export const LONG_LIVED_COMMANDS: ReadonlySet<string> = new Set(['ingest', 'board', 'mcp', 'captures']);

/**
 * Commands the process holding the store never runs for another process: they need the caller's terminal
 * or stdin (the board, the MCP server on stdio), or the store to themselves, or no store at all (config,
 * and state, which works on a PostgreSQL database).
 */
export const RUN_BY_CALLER_COMMANDS: ReadonlySet<string> = new Set(['serve', 'board', 'init', 'daemon', 'config', 'mcp', 'state']);

/** Global options that take a value (the next word, unless written `--name=value`). */
export const VALUED_GLOBALS: ReadonlySet<string> = new Set(['--db', '--remote', '--api-key']);

/** The first word of argv that is not a global option or its value: the top-level command, if any. */
export function commandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') return undefined;
    if (VALUED_GLOBALS.has(word)) {
      i++;
      continue;
    }
    if (word.startsWith('-')) continue;
    return word;
  }
  return undefined;
}

/** The value of `--name value` or `--name=value` (the last one given, as commander takes it). */
export function optionValue(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') break;
    if (word === name) value = argv[++i];
    else if (word.startsWith(`${name}=`)) value = word.slice(name.length + 1);
  }
  return value;
}

/** True when argv has one of the flags (before a `--`). */
export function hasFlag(argv: readonly string[], ...flags: string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((word) => flags.includes(word));
}
