/**
 * Small real PNG images made in the test (no binary fixtures): an RGB image
 * whose pixels a function decides, encoded with zlib and CRC-32 as the PNG
 * format says (signature, IHDR, IDAT, IEND).
 */
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A width × height RGB PNG; `pixel(x, y)` answers [r, g, b]. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** A logo-like image: a green rounded badge with a white diagonal band (enough to see in a screenshot). */
export function logoPng(): Buffer {
  return makePng(96, 96, (x, y) => {
    const dx = x - 48;
    const dy = y - 48;
    if (dx * dx + dy * dy > 46 * 46) return [255, 255, 255];
    return Math.abs(x - y) < 12 ? [255, 255, 255] : [10, 125, 90];
  });
}

/** A PNG signature and random bytes: `bytes` long (the size bound is checked before anything else). */
export function bigPng(bytes: number): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(bytes - 8)]);
}
