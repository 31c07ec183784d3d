/** docs/api.md, POST /vendor/uploads: 5 MB at most. */
export const MAX_PICTURE_BYTES = 5_000_000;

export type PictureType = "image/jpeg" | "image/png" | "image/webp";

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (word: string) => [...word].map((character) => character.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The picture's type by its bytes, whatever the file's name or declared type say; null for anything else. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
