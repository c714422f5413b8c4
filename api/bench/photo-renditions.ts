// npm run bench:photos -w api: how long a clerk's 12-megapixel JPEG (4000×3000, a phone camera's) takes from its
// bytes to every rendition (api/README.md, «Photos»): the check made in the request (inspectPhoto: the header
// only), then what the photo job does (renditionsOf: decoded once, AVIF, WebP and JPEG at each width), beside the
// same for a 2-megapixel photo as a yardstick of this machine. Median of 3 runs each; prints, asserts nothing.
import sharp from 'sharp';
import { inspectPhoto, renditionsOf } from '../src/media/photo-files';

/** A photo's worth of detail (gradients and noise, as a camera's sensor gives), `width`×`height`, as a JPEG. */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const pixel = Math.floor(index / 3);
    pixels[index] = (((pixel % width) >> 4) + ((pixel / width) >> 4) * 3 + (seed & 31)) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function measure(label: string, width: number, height: number) {
  const file = await cameraPhoto(width, height);
  const checks: number[] = [];
  const renders: number[] = [];
  let files = 0;
  let bytes = 0;
  for (let run = 0; run < 3; run += 1) {
    let started = performance.now();
    const inspected = await inspectPhoto(file);
    checks.push(performance.now() - started);
    if ('refusal' in inspected) throw new Error(inspected.refusal);
    started = performance.now();
    const renditions = await renditionsOf(file, inspected);
    renders.push(performance.now() - started);
    files = renditions.length;
    bytes = renditions.reduce((sum, rendition) => sum + rendition.data.length, 0);
  }
  console.log(
    `  ${label.padEnd(24)} ${(file.length / 1024 / 1024).toFixed(1)} MB: checked in the request ${median(checks).toFixed(0)} ms, ` +
      `${files} renditions (${(bytes / 1024).toFixed(0)} KB) in the job ${(median(renders) / 1000).toFixed(2)} s`,
  );
  return median(renders);
}

async function main() {
  console.log(
    `Photo renditions (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; ${sharp.concurrency()} threads)`,
  );
  const small = await measure('2 Mp (1600×1200)', 1600, 1200);
  const large = await measure('12 Mp (4000×3000)', 4000, 3000);
  console.log(`  12 Mp / 2 Mp: ${(large / small).toFixed(2)}`);
}

void main();
