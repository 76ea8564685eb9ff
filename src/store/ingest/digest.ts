/** The sha256 of a file, streamed so a large file is never held in memory; of a folder, of its files. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The sha256 of the files directly in `folder` (hidden ones passed over): each name, then its contents, in name order. */
export async function sha256Folder(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.'));
  for (const name of entries.map((e) => e.name).sort()) {
    hash.update(`${name}\n`);
    for await (const chunk of createReadStream(join(folder, name), { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}
