import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { CoalescingStream } from "~/lib/coalescing-stream.server";

function chunksOf(stream: CoalescingStream): string[] {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return chunks;
}

/** The next turn of the event loop: what the stream joins is released at the end of a turn. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("CoalescingStream (the rendered page on its way to the compressor)", () => {
  it("what is written in one turn comes out as one chunk, in order", async () => {
    const stream = new CoalescingStream();
    const chunks = chunksOf(stream);
    stream.write("<!DOCTYPE html>");
    stream.write(new TextEncoder().encode("<html><body>"));
    await Promise.resolve();
    stream.write("<main>Shell</main>");
    await nextTurn();
    expect(chunks).toEqual(["<!DOCTYPE html><html><body><main>Shell</main>"]);
  });

  it("what is written in a later turn is sent at the end of that turn, not held until the end", async () => {
    const stream = new CoalescingStream();
    const chunks = chunksOf(stream);
    stream.write("shell");
    await nextTurn();
    stream.write("deferred ");
    stream.write("part");
    await nextTurn();
    expect(chunks).toEqual(["shell", "deferred part"]);
    stream.end();
    await once(stream, "end");
    expect(chunks).toEqual(["shell", "deferred part"]);
  });

  it("ending releases what is still held, then the stream ends", async () => {
    const stream = new CoalescingStream();
    const chunks = chunksOf(stream);
    stream.write("last ");
    stream.end("words");
    await once(stream, "end");
    expect(chunks).toEqual(["last words"]);
  });

  it("runs the final hook it is given (entry.server clears its render timeout there)", async () => {
    let finalRan = false;
    const stream = new CoalescingStream({
      final(callback) {
        finalRan = true;
        callback();
      },
    });
    chunksOf(stream);
    stream.end("done");
    await once(stream, "end");
    expect(finalRan).toBe(true);
  });
});
