import { afterAll, beforeAll, expect } from "vitest";
import { expectConsoleLines } from "./console-guard";

export interface ConsoleCapture {
  /** Every line logged since the last `take()`, as "error: …" or "warn: …", and forgets them. */
  take(): string[];
  /** The lines logged since the last `take()`, kept. */
  peek(): readonly string[];
  /**
   * Forgets the lines logged since the last `take()` that the site logs on purpose, each tagged
   * with where it comes from ("error: [api] …", "warn: [shared-state] …"), for a test that does
   * not assert them one by one; any other line (a React warning, an unexpected error's stack)
   * fails the test.
   */
  discardSiteLogs(): void;
}

/** A line the site logs on purpose: its level, then its source in brackets. */
const SITE_LOG = /^(error|warn): \[[a-z-]+\] /;

/**
 * Collects console.error and console.warn for the calling test file instead of printing them, so
 * the tests can assert exactly what was logged: the console guard (console-guard.ts) hands them
 * here as expected lines. Each call is one line formatted as Node prints it (an Error comes with
 * its stack), prefixed with its level: a stack trace or a React warning can never pass for an
 * expected "[api] …" line.
 */
export function captureConsole(): ConsoleCapture {
  let lines: string[] = [];
  let release = () => {};
  beforeAll(() => {
    release = expectConsoleLines((line) => void lines.push(line));
  });
  afterAll(() => release());
  return {
    take() {
      const taken = lines;
      lines = [];
      return taken;
    },
    peek: () => lines,
    discardSiteLogs() {
      const other = lines.filter((line) => !SITE_LOG.test(line));
      lines = [];
      expect(other, "console lines that are not the site's own").toEqual([]);
    },
  };
}
