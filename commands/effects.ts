/**
 * Everything a command touches outside itself enters here: the terminal streams, the environment, the
 * working directory and the clock. Production uses the process; tests pass their own object and read
 * back what was written.
 */
import { createInterface } from 'node:readline/promises';
import type { Readable } from 'node:stream';
import type { ConnectOptions } from '../src/client/connect';
import type { Engine } from '../src/client/engine';
import type { Clock } from '../src/core/clock';

export interface OutputStream {
  write(text: string): void;
  readonly isTTY: boolean;
  /** Terminal width in columns when known. */
  readonly columns?: number | undefined;
  /** The underlying stream, for a spinner that draws on it (absent in tests). */
  readonly stream?: NodeJS.WritableStream | undefined;
}

export interface Effects {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Input a command reads as a stream (the MCP server's messages); absent, it has none. */
  stdin?: Readable | undefined;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** When absent the clock comes from `FDS_NOW` or the system (see `clockFromEnv`). */
  clock?: Clock | undefined;
  /**
   * How a command reaches its engine; absent, `connectEngine` (a server, the store's owner, or the file).
   * The owner of a store injects its own, so a command it runs for another process uses the store it holds.
   */
  connect?: ((options: ConnectOptions) => Promise<Engine>) | undefined;
  /**
   * Asks a person a question and resolves to the line they answer; absent when nobody can answer (stdin
   * is not a terminal), so a command that needs a confirmation refuses instead of waiting.
   */
  prompt?: ((question: string) => Promise<string>) | undefined;
}

function processStream(stream: NodeJS.WriteStream): OutputStream {
  return {
    write: (text) => void stream.write(text),
    get isTTY() {
      return stream.isTTY;
    },
    get columns() {
      return stream.columns;
    },
    stream,
  };
}

/** A question on stderr, answered on the terminal (readline is a builtin: nothing to load lazily). */
async function askOnTerminal(question: string): Promise<string> {
  const reader = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await reader.question(question);
  } finally {
    reader.close();
  }
}

export function productionEffects(): Effects {
  return {
    stdout: processStream(process.stdout),
    stderr: processStream(process.stderr),
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    prompt: process.stdin.isTTY ? askOnTerminal : undefined,
  };
}
