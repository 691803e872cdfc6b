import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultImageQuality } from '@portal/contract/images';
import type { ImageVariant } from '../../http/image-variants.ts';
import { runChildScript } from '../child-script.ts';

/**
 * The demo's pictures: the seed registers each one here (file, size, scene, title), and
 * `generateImages` has the missing ones drawn by draw-images.ts in a child process, so sharp's
 * encoding memory (about 1 GB at its peak) is never part of the serving process (docs/decisions/029).
 * No network, no binary assets in the repository.
 */

/**
 * What the cards of the first screens ask for (web card-image.tsx, bench/memory.ts): the card box at 1× as WebP
 * (browsers) and JPEG (clients that take no WebP). A fresh demo's pages list dozens of cards at once; made
 * beside the pictures, outside the serving process, they are disk-cache hits from the first visit instead of
 * dozens of encodes waiting for the resizer's one turn (decision 024: past 32 waiting, 503).
 */
export const cardVariants: readonly ImageVariant[] = [
  { width: 380, height: 500, quality: defaultImageQuality, format: 'webp' },
  { width: 380, height: 500, quality: defaultImageQuality, format: 'jpeg' },
];

export type Scene =
  | 'desert'
  | 'night'
  | 'sea'
  | 'mountains'
  | 'lagoon'
  | 'city'
  | 'heritage'
  | 'museum'
  | 'safari'
  | 'wetland'
  | 'textile'
  | 'pottery'
  | 'dates'
  | 'perfume'
  | 'incense'
  | 'basket'
  | 'henna'
  | 'brass'
  | 'soap'
  | 'frame'
  | 'vintage'
  | 'logo'
  /** a promotion banner: its title's lines are its words (English, then Arabic) */
  | 'promotion';

const sizes = {
  card: [1200, 800],
  banner: [1600, 600],
  slide: [1920, 800],
  'slide-mobile': [750, 1000],
  square: [800, 800],
  wide: [1200, 400],
  logo: [400, 400],
} as const;
export type ImageSize = keyof typeof sizes;

export type ImageSpec = {
  /** relative to the files directory, e.g. `destinations/al-noor-island.jpg` */
  file: string;
  width: number;
  height: number;
  scene: Scene;
  title: string;
  /**
   * how many pictures of the same scene were registered before this one: neighbours on a page (the
   * packages of one destination) share a scene, and the variant gives each its own colours and layout
   */
  variant: number;
  /** resized forms written into the resizer's disk cache with the picture (generateImages' `cache`) */
  variants: readonly ImageVariant[];
};

export type ImageSet = {
  /**
   * registers a picture and returns the path the database stores: its path under `files/`, e.g.
   * `destinations/al-noor-island.jpg` (spec part 1 §7: clients ask for `<base>/files/<path>?w=&h=`)
   */
  add: (
    folder: string,
    name: string,
    scene: Scene,
    title: string,
    size?: ImageSize,
    variants?: readonly ImageVariant[],
  ) => string;
  specs: () => ImageSpec[];
};

const noVariants: readonly ImageVariant[] = [];

export function createImageSet(): ImageSet {
  const byFile = new Map<string, ImageSpec>();
  const perScene = new Map<Scene, number>();
  return {
    add(folder, name, scene, title, size = 'card', variants = noVariants) {
      const [width, height] = sizes[size];
      const file = `${folder}/${name}.jpg`;
      const known = byFile.get(file);
      if (known) {
        if (known.scene !== scene || known.width !== width || known.title !== title || known.variants !== variants) {
          throw new Error(`demo seed: image ${file} registered twice with different content`);
        }
        return file;
      }
      const variant = perScene.get(scene) ?? 0;
      perScene.set(scene, variant + 1);
      byFile.set(file, { file, width, height, scene, title, variant, variants });
      return file;
    },
    specs: () => [...byFile.values()],
  };
}

/** The resizer's disk cache (app.ts: `DATA_DIR/cache/images`, `IMAGE_CACHE_MB`), for the pictures' variants. */
export type VariantCache = { dir: string; bytes: number };

/**
 * Writes every picture that is not on disk yet (a restart finds them all and starts no process) and,
 * given the resizer's `cache`, each new picture's `variants` into it, as the resizer would have made them.
 * The drawing runs in a child process; its failure (exit code, signal) is this call's failure.
 */
export async function generateImages(
  filesDir: string,
  specs: ImageSpec[],
  cache?: VariantCache,
): Promise<{ written: number; skipped: number }> {
  const missing = (
    await Promise.all(specs.map(async (spec) => ((await exists(path.join(filesDir, spec.file))) ? [] : [spec])))
  ).flat();
  if (missing.length > 0) {
    const job: DrawJob = { filesDir, specs: missing, cache };
    await runChildScript(path.join(import.meta.dirname, 'draw-images.ts'), [], JSON.stringify(job));
  }
  return { written: missing.length, skipped: specs.length - missing.length };
}

export type DrawJob = { filesDir: string; specs: ImageSpec[]; cache?: VariantCache };

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}
