import sharp from 'sharp';

/**
 * /image/show sizes (spec §7: the logo uses size=2). 0 is the original; the others fit
 * inside a square box without enlarging. Output is WebP, except size 0 of a raster original.
 */
export const IMAGE_SIZES: Record<number, number | null> = { 0: null, 1: 160, 2: 480, 3: 1000 };

export interface RenderedImage {
  contentType: string;
  bytes: Buffer;
}

export async function renderImage(source: Buffer, contentType: string, size: number): Promise<RenderedImage> {
  const box = IMAGE_SIZES[size] ?? null;
  const isSvg = contentType === 'image/svg+xml';
  // An SVG is never sent as-is: it could carry script, and rasterising makes every image cacheable alike.
  if (box === null && !isSvg) return { contentType, bytes: source };
  let pipeline = sharp(source, { density: isSvg ? 144 : undefined });
  if (box !== null) pipeline = pipeline.resize({ width: box, height: box, fit: 'inside', withoutEnlargement: !isSvg });
  return { contentType: 'image/webp', bytes: await pipeline.webp({ quality: 82 }).toBuffer() };
}

/** A small LRU of rendered images: rendering costs milliseconds, the bytes are kilobytes. */
export class ImageCache {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): RenderedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: RenderedImage): void {
    this.entries.set(key, value);
    this.bytes += value.bytes.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.bytes.length;
    }
  }
}
