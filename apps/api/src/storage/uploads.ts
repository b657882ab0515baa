import { randomUUID } from 'node:crypto';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariants,
  nameWithVariants,
} from '@mitti/domain/image-variants';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { badRequest, HttpError } from '../http/http-error';
import type { Storage } from './storage';

/** About 8000 × 5000: more than any phone camera, far less than a decompression bomb declares. */
const MAX_IMAGE_PIXELS = 40_000_000;

/** Photos that get resized copies; a GIF may be animated and has none. */
const RESIZED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_TYPES = new Set([...RESIZED_TYPES, 'image/gif']);

/** Each image type is written again in its own format; JPEG and WebP close to the photo sent. */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

interface Variant {
  width: number;
  data: Buffer;
}

/** An upload whose content was checked (an image written again, with copies): ready to store. */
export interface CheckedUpload {
  data: Buffer;
  mime: string;
  ext: string;
  variants: Variant[];
}

/**
 * 413 like a file over the size limit: the image is valid but too large to process, and decoding it
 * would take gigabytes of memory.
 */
const tooManyPixels = () =>
  new HttpError(
    413,
    'IMAGE_TOO_LARGE',
    `The image is too large. The limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  );
const unreadable = () =>
  badRequest('This image could not be read. Please upload another.', 'UNREADABLE_IMAGE');

/** The declared size, turned as the photo's EXIF orientation says; only the header is read. */
async function orientedSize(
  data: Buffer,
): Promise<{ width: number; height: number; pages: number }> {
  try {
    // Reading the header is safe at any size; the limit is checked below with its own answer.
    const metadata = await sharp(data, { limitInputPixels: false }).metadata();
    return { ...metadata.autoOrient, pages: metadata.pages ?? 1 };
  } catch {
    throw unreadable();
  }
}

/**
 * WebP copies at the standard widths the image covers, upright, without metadata. The photo is
 * decoded once, at the widest copy's size, and the narrower copies are made from those pixels.
 * (The seed uses it for its SVG pictures too: a browser draws a raster image off the main thread.)
 */
export async function resizedCopies(data: Buffer, width: number): Promise<Variant[]> {
  const widths = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  const widest = widths.at(-1);
  if (widest === undefined) return [];
  try {
    const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize({ width: widest })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const copies: Variant[] = [];
    // Effort 2 of 6: about 5% larger files than the default 4 for a third of the CPU time.
    for (const target of widths) {
      const copy = await sharp(pixels, { raw })
        .resize({ width: target })
        .webp({ effort: 2 })
        .toBuffer();
      copies.push({ width: target, data: copy });
    }
    return copies;
  } catch {
    throw unreadable();
  }
}

/**
 * The image as it is stored: decoded and written again, upright, so that only the picture is kept:
 * no EXIF (a camera photo's GPS position of the farm), no comments, no bytes after the image's end
 * (an HTML page appended to a PNG). An animated GIF or WebP keeps its frames.
 */
async function reencoded(data: Buffer, mime: string): Promise<Buffer> {
  try {
    const image = sharp(data, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
    return await ENCODERS[mime]!(image).toBuffer();
  } catch {
    throw unreadable();
  }
}

/**
 * The one check of every upload: the type by content (magic bytes), one of `accepted`; an image's
 * declared pixels, every frame counted, at most MAX_IMAGE_PIXELS (read from the header, before
 * anything is decoded). An image is re-encoded and a photo's resized copies are made here, so one
 * that does not decode is refused before storing. A video is stored as sent, as sharp cannot write
 * one: its type is known from its content, and it is served with that type and `nosniff`.
 */
export async function checkUpload(
  data: Buffer,
  accepted: ReadonlySet<string>,
  notAccepted: string,
): Promise<CheckedUpload> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !accepted.has(type.mime)) throw badRequest(notAccepted, 'UNSUPPORTED_FILE_TYPE');
  const upload = { data, mime: type.mime, ext: type.ext, variants: [] };
  if (!IMAGE_TYPES.has(type.mime)) return upload;
  const { width, height, pages } = await orientedSize(data);
  if (width * height * pages > MAX_IMAGE_PIXELS) throw tooManyPixels();
  const image = { ...upload, data: await reencoded(data, type.mime) };
  if (!RESIZED_TYPES.has(type.mime) || pages > 1) return image;
  return { ...image, variants: await resizedCopies(data, width) };
}

/** Removes stored uploads with their copies; a file left behind costs only disk space. */
export async function discardUploads(storage: Storage, keys: string[]): Promise<void> {
  const all = keys.flatMap((key) => [key, ...imageVariants(key).map((copy) => copy.address)]);
  await Promise.allSettled(all.map((key) => storage.delete(key)));
}

/** Stores the upload and its copies under a new name in `folder`; on a failure none of them stays. */
export async function storeUpload(
  storage: Storage,
  folder: string,
  upload: CheckedUpload,
): Promise<string> {
  const key = nameWithVariants(
    `${folder}/${randomUUID()}`,
    upload.variants.map((copy) => copy.width),
    upload.ext,
  );
  const copies = imageVariants(key);
  try {
    await Promise.all(
      upload.variants.map((copy, index) =>
        storage.put(copies[index]!.address, copy.data, 'image/webp'),
      ),
    );
    await storage.put(key, upload.data, upload.mime);
  } catch (error) {
    await discardUploads(storage, [key]);
    throw error;
  }
  return key;
}
