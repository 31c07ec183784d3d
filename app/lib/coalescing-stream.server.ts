import { Transform, type TransformCallback, type TransformOptions } from "node:stream";

/**
 * A pass-through that joins everything written during one turn of the event loop into one chunk.
 *
 * React writes a page's shell in pieces of a few KB, and React Router's streamed loader data comes
 * in more pieces right after it (microtasks of the same turn). Downstream, every chunk costs a
 * read of the web stream, a write to the response and a flush of the compressor (React Router's
 * adapter flushes after each write), and each flush also makes the compressed page larger. Joined
 * per turn, a page is a chunk or two; what React renders in a later turn (a deferred value
 * resolving, a Suspense boundary) is still sent as soon as that turn ends.
 */
export class CoalescingStream extends Transform {
  #pending: Buffer[] = [];
  #scheduled = false;

  constructor(options?: Omit<TransformOptions, "transform" | "flush" | "objectMode">) {
    super(options);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #release() {
    this.#scheduled = false;
    if (this.#pending.length === 0) return;
    const joined = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(joined);
  }
}
