import { format } from "node:util";
import { afterAll, beforeAll, vi } from "vitest";

export interface ConsoleCapture {
  /** Every line logged since the last `take()`, as "error: …" or "warn: …", and forgets them. */
  take(): string[];
  /** The lines logged since the last `take()`, kept. */
  peek(): readonly string[];
}

/**
 * Collects console.error and console.warn for the calling test file instead of printing them, so
 * the tests can assert exactly what was logged. Each call is one line formatted as Node prints it
 * (an Error comes with its stack), prefixed with its level: a stack trace or a React warning can
 * never pass for an expected "[api] …" line.
 */
export function captureConsole(): ConsoleCapture {
  let lines: string[] = [];
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(`error: ${format(...args)}`));
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void lines.push(`warn: ${format(...args)}`));
  });
  afterAll(() => {
    vi.mocked(console.error).mockRestore();
    vi.mocked(console.warn).mockRestore();
  });
  return {
    take() {
      const taken = lines;
      lines = [];
      return taken;
    },
    peek: () => lines,
  };
}
