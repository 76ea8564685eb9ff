/**
 * The default request log sink: lines to stderr, written in one batch per event-loop turn so a busy
 * server makes one write call per turn instead of one per request.
 */
export function stderrLog(stream: NodeJS.WritableStream = process.stderr): (line: string) => void {
  let pending: string[] = [];
  return (line) => {
    pending.push(line);
    if (pending.length > 1) return;
    setImmediate(() => {
      const lines = pending;
      pending = [];
      stream.write(`${lines.join('\n')}\n`);
    });
  };
}
