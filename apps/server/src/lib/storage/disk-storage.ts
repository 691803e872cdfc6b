import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, contentTypeOf, type ListedObject, type ObjectInfo, type Storage } from './storage.ts';

/** A file being written: renamed to its key once whole, so a reader never sees half of one; never listed. */
const partialSuffix = '.partial';

/**
 * Files under `root` (DATA_DIR), at the paths the portal always used, so data written before object storage
 * is read as it lies. Files and folders are the server's own user's only. Content types come from the
 * extension and Cache-Control from the route that serves a file: the disk keeps no metadata.
 */
export function diskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkedKey(key).split('/'));

  async function info(file: string, key: string): Promise<ObjectInfo | null> {
    const stat = await fs.stat(file).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
      throw err;
    });
    if (!stat?.isFile()) return null;
    return { size: stat.size, contentType: contentTypeOf(key), lastModified: stat.mtime, version: String(stat.mtimeMs) };
  }

  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      const partial = `${file}.${randomBytes(6).toString('hex')}${partialSuffix}`;
      const write = async () => {
        await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        if (Buffer.isBuffer(body)) await fs.writeFile(partial, body, { flag: 'wx', mode: 0o600 });
        else await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      };
      try {
        // a delete that emptied the folder may remove it between mkdir and the write: a buffer is written again
        await write().catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT' || !Buffer.isBuffer(body)) throw err;
          return write();
        });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const found = await info(file, key);
      if (!found) return null;
      return { ...found, body: createReadStream(file) };
    },
    head: (key) => info(fileOf(key), key),
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      // folders left empty go too (a postcard order's), up to the top-level one (postcards/, uploads/, files/)
      const top = path.join(base, key.split('/')[0]!);
      for (let dir = path.dirname(file); dir.startsWith(top + path.sep); dir = path.dirname(dir)) {
        const removed = await fs.rmdir(dir).then(
          () => true,
          () => false,
        );
        if (!removed) break;
      }
    },
    list(prefix) {
      return listFiles(base, prefix);
    },
    close() {},
  };
}

async function* listFiles(base: string, prefix: string): AsyncIterable<ListedObject> {
  // the folder that holds every key with this prefix: `postcards/AB` is under postcards/
  const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
  if (folder !== '') checkedKey(folder);
  const dir = path.join(base, ...folder.split('/').filter(Boolean));
  let entries;
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(partialSuffix)) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const key = path.relative(base, absolute).split(path.sep).join('/');
    if (!key.startsWith(prefix)) continue;
    const stat = await fs.stat(absolute).catch(() => null);
    if (stat) yield { key, size: stat.size, lastModified: stat.mtime };
  }
}
