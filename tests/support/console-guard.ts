import { format } from "node:util";
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Every console.error and console.warn of a test is either expected or a failure of that test.
 * A test expects lines by capturing them (captureConsole in console-capture.ts, which receives
 * them here and lets the test assert them), or by a spy of its own that replaces the console
 * method (`vi.spyOn(console, "error").mockImplementation(…)`). A spy that calls through is
 * only watching: the line still arrives here, and fails the test like any other.
 *
 * Unexpected lines are printed as usual, and listed in the failure as Node prints them (an
 * Error with its stack), each "error: …" or "warn: …", as captureConsole words them.
 */

type Sink = (line: string) => void;

const sinks: Sink[] = [];
let running = false;
let inTest: string[] = [];
const outsideTests: string[] = [];

for (const level of ["error", "warn"] as const) {
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const line = `${level}: ${format(...args)}`;
    const sink = sinks.at(-1);
    if (sink) return sink(line);
    (running ? inTest : outsideTests).push(line);
    print(...args);
  };
}

/** Sends every console.error and console.warn line to `sink` until the returned function is called. */
export function expectConsoleLines(sink: Sink): () => void {
  sinks.push(sink);
  return () => {
    const at = sinks.lastIndexOf(sink);
    if (at !== -1) sinks.splice(at, 1);
  };
}

function unexpected(lines: string[], where: string): Error {
  const error = new Error(
    `${where} logged ${lines.length} unexpected console line${lines.length === 1 ? "" : "s"}:\n\n` +
      `${lines.join("\n\n")}\n\n` +
      "Expect them with captureConsole() (tests/support/console-capture.ts) and assert them with take(), " +
      "or fix what logs them.",
  );
  // The stack would point here; the lines say where they come from.
  error.stack = error.message;
  return error;
}

beforeEach(() => {
  running = true;
  inTest = [];
});

afterEach(() => {
  running = false;
  if (inTest.length) throw unexpected(inTest, "This test");
});

afterAll(() => {
  if (outsideTests.length)
    throw unexpected(
      outsideTests.splice(0),
      "This file, outside its tests (module scope, a beforeAll or afterAll, or after a test had ended),",
    );
});
