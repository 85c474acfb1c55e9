/**
 * Real JPEG photos for the editor's upload tests, made with sharp: a gradient
 * in a colour of the test's choosing, so two photos of one size differ in
 * every byte that matters, written under the name a phone would give them.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"

/** Phones reuse file names: a camera's and WhatsApp's. */
export const PHONE_NAMES = { camera: "IMG_20261127_101512.jpg", whatsApp: "IMG-20261127-WA0001.jpg" } as const

export type Photo = { file: string; bytes: Buffer; width: number; height: number }

/** A JPEG of `width` × `height` in `hue` (0–255), saved as `name` in a folder of its own. */
export async function makePhoto(name: string, width: number, height: number, hue: number): Promise<Photo> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (hue + (x * 255) / width) % 256
      pixels[at + 1] = (y * 255) / height
      pixels[at + 2] = 255 - hue
    }
  }
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photo-")), name)
  fs.writeFileSync(file, bytes)
  return { file, bytes, width, height }
}

/** A real JPEG of more than `bytes` bytes: a photo followed by padding after its end marker, as cameras add data. */
export async function makeLargePhoto(name: string, bytes: number): Promise<Photo> {
  const photo = await makePhoto(name, 800, 1000, 40)
  const padded = Buffer.concat([photo.bytes, Buffer.alloc(bytes + 1 - photo.bytes.length)])
  fs.writeFileSync(photo.file, padded)
  return { ...photo, bytes: padded }
}
