import fs from 'node:fs/promises';
import path from 'node:path';
import { systemClock } from '../lib/clock.ts';

/**
 * Resized images on disk within a size budget: when a new one would pass it, the least recently used are
 * deleted first (decision 024: the cache grew with every distinct request). Use is tracked in memory, in the
 * order files were last written or read; at start the files already there are taken in the order of their
 * modification time. Several processes sharing the folder each keep it within the budget as they see it.
 */
export class ImageCache {
  /** path → bytes, least recently used first (a Map keeps insertion order) */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private readonly loaded: Promise<void>;

  readonly dir: string;
  readonly budgetBytes: number;

  constructor(dir: string, budgetBytes: number) {
    this.dir = dir;
    this.budgetBytes = budgetBytes;
    // an unreadable folder leaves the index short, never the server down
    this.loaded = this.scan().catch(() => undefined);
  }

  /** The cached file's bytes, or null when it is not (or no longer) there. */
  async read(file: string): Promise<Buffer | null> {
    await this.loaded;
    const data = await fs.readFile(file).catch(() => null);
    if (!data) {
      this.forget(file);
      return null;
    }
    this.remember(file, data.length);
    await this.evict();
    return data;
  }

  /** Keeps `data` as `file` (written whole or not at all), then deletes the least recently used past the budget. */
  async write(file: string, data: Buffer): Promise<void> {
    await this.loaded;
    // one image larger than the whole budget is served but not kept, rather than emptying the cache for it
    if (data.length > this.budgetBytes) return;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
    this.remember(file, data.length);
    await this.evict();
  }

  /** Bytes the cache holds as this process knows it. */
  get size(): number {
    return this.total;
  }

  private remember(file: string, bytes: number) {
    this.forget(file);
    this.entries.set(file, bytes);
    this.total += bytes;
  }

  private forget(file: string) {
    const bytes = this.entries.get(file);
    if (bytes === undefined) return;
    this.entries.delete(file);
    this.total -= bytes;
  }

  private async evict() {
    const removed: string[] = [];
    for (const [file, bytes] of this.entries) {
      if (this.total <= this.budgetBytes) break;
      this.entries.delete(file);
      this.total -= bytes;
      removed.push(file);
    }
    await Promise.all(removed.map((file) => fs.rm(file, { force: true })));
  }

  private async scan() {
    const names = await fs.readdir(this.dir, { recursive: true }).catch(() => [] as string[]);
    const found: { file: string; bytes: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      if (file.endsWith('.tmp')) {
        // a write cut short by a crash; a younger one may be another process's write in progress (file times
        // are the machine's)
        if (stat.mtimeMs < systemClock().getTime() - 600_000) await fs.rm(file, { force: true });
        continue;
      }
      found.push({ file, bytes: stat.size, mtimeMs: stat.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { file, bytes } of found) this.remember(file, bytes);
    await this.evict();
  }
}
