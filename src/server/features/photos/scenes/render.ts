import sharp from 'sharp';
import { createRng } from './random.js';
import { sceneSvg, type SceneKind } from './index.js';
import { withMinArea } from './svg.js';

let grainTile: Promise<Buffer> | undefined;

/** A fixed tile of soft monochrome noise: the "paper grain" laid over every illustration. */
function grain(): Promise<Buffer> {
  grainTile ??= (() => {
    const size = 192;
    const rng = createRng('grain');
    const px = Buffer.alloc(size * size * 4);
    for (let i = 0; i < size * size; i++) {
      const light = rng.next() < 0.5;
      px[i * 4] = px[i * 4 + 1] = px[i * 4 + 2] = light ? 255 : 40;
      px[i * 4 + 3] = Math.floor(rng.next() * 14);
    }
    return sharp(px, { raw: { width: size, height: size, channels: 4 } }).png().toBuffer();
  })();
  return grainTile;
}

/** Renders one scene straight at the wanted width (cheaper than rendering big and resizing). */
export async function renderScene(kind: SceneKind, seed: number, width: number): Promise<Buffer> {
  const svg = Buffer.from(sceneSvg(kind, seed, width));
  return sharp(svg)
    .composite([{ input: await grain(), tile: true, blend: 'over' }])
    .webp({ quality: 76, effort: 3 })
    .toBuffer();
}

// 1600 units → 16 px: a 40×40-unit shape covers a sixth of a pixel.
const PLACEHOLDER_MIN_AREA = 1600;
const PW = 16;

/** A ~16 px wide WebP of the scene as a data: URI (a few hundred bytes), shown blurred while loading. */
export async function renderScenePlaceholder(kind: SceneKind, seed: number): Promise<string> {
  const svg = withMinArea(PLACEHOLDER_MIN_AREA, () => sceneSvg(kind, seed, PW));
  const buf = await sharp(Buffer.from(svg)).webp({ quality: 40, effort: 0 }).toBuffer();
  return `data:image/webp;base64,${buf.toString('base64')}`;
}
