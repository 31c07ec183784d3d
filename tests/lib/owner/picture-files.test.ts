import { describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES, pictureFileError, pictureTypeOf } from "~/lib/owner/picture-files";

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const WEBP = [...RIFF, 0x10, 0x00, 0x00, 0x00, ...ascii("WEBP")];

describe("picture type from the first bytes", () => {
  it("knows JPEG, PNG and WebP by their signatures", () => {
    expect(pictureTypeOf(new Uint8Array([...JPEG, 0, 0]))).toBe("image/jpeg");
    expect(pictureTypeOf(new Uint8Array([...PNG, 0, 0, 0, 0]))).toBe("image/png");
    expect(pictureTypeOf(new Uint8Array(WEBP))).toBe("image/webp");
  });

  it("every signature byte counts", () => {
    expect(pictureTypeOf(new Uint8Array([0xff, 0xd8, 0x00, 0xe0]))).toBeNull();
    expect(pictureTypeOf(new Uint8Array([...PNG.slice(0, 7), 0x00, 0, 0, 0, 0]))).toBeNull();
    expect(pictureTypeOf(new Uint8Array(ascii("GIF89a......")))).toBeNull();
    expect(pictureTypeOf(new Uint8Array([]))).toBeNull();
  });

  it("a RIFF file is a WebP picture only when bytes 8 to 11 say WEBP (not a WAV or AVI)", () => {
    expect(pictureTypeOf(new Uint8Array([...RIFF, 0x10, 0x00, 0x00, 0x00, ...ascii("WAVE")]))).toBeNull();
    expect(pictureTypeOf(new Uint8Array([...RIFF, 0x10, 0x00, 0x00, 0x00, ...ascii("WEB")]))).toBeNull();
    expect(pictureTypeOf(new Uint8Array([...ascii("RIFX"), 0x10, 0x00, 0x00, 0x00, ...ascii("WEBP")]))).toBeNull();
  });
});

describe("why a picture cannot be used", () => {
  const file = (bytes: number[], name = "terrace.jpg", padTo = 0) =>
    new File([new Uint8Array([...bytes, ...new Array<number>(Math.max(0, padTo - bytes.length)).fill(0)])], name);

  it("an empty file, named or not", async () => {
    expect(await pictureFileError(file([], "terrace.jpg"))).toBe("terrace.jpg is empty.");
    expect(await pictureFileError(file([], ""))).toBe("The file is empty.");
  });

  it("a file over 5 MB", async () => {
    expect(MAX_PICTURE_BYTES).toBe(5_000_000);
    expect(await pictureFileError(file(JPEG, "big.jpg", 5_000_001))).toBe(
      "big.jpg is larger than 5 MB. Export it smaller and try again.",
    );
    expect(await pictureFileError(file(JPEG, "edge.jpg", 5_000_000))).toBeNull();
  });

  it("anything that is not a JPEG, PNG or WebP picture, whatever its name says", async () => {
    expect(await pictureFileError(file(ascii("%PDF-1.7"), "photo.jpg"))).toBe(
      "photo.jpg is not a JPEG, PNG or WebP picture.",
    );
    expect(await pictureFileError(file(PNG, "plan.png"))).toBeNull();
    expect(await pictureFileError(file(WEBP, "view.webp"))).toBeNull();
  });
});
