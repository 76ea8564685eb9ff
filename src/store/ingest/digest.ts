/** The sha256 of a file, streamed so a large file is never held in memory. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
