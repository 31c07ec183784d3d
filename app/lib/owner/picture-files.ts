export const MAX_PICTURE_BYTES = 5_000_000;

const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/webp", bytes: [0x52, 0x49, 0x46, 0x46] },
];

/** The picture's real type from its first bytes (never the name or the browser's claim), or null. */
export function pictureTypeOf(head: Uint8Array): string | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  if (match?.type === "image/webp" && String.fromCharCode(...head.slice(8, 12)) !== "WEBP") return null;
  return match?.type ?? null;
}

/** Why a picture cannot be used, or null when it can. */
export async function pictureFileError(file: File): Promise<string | null> {
  if (file.size === 0) return `${file.name || "The file"} is empty.`;
  if (file.size > MAX_PICTURE_BYTES) return `${file.name} is larger than 5 MB. Export it smaller and try again.`;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return pictureTypeOf(head) ? null : `${file.name} is not a JPEG, PNG or WebP picture.`;
}
