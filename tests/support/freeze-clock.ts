import { beforeEach, inject, vi } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** Date.now() when the run started: the frozen "now" of every test. */
    testNow: number;
  }
}

// Only Date is frozen: timers, MSW and the upstream timeouts keep running in real time. A test
// that fakes timers gets this instant as its start, and the next test is frozen again.
const freeze = () => vi.setSystemTime(inject("testNow"));
freeze();
beforeEach(freeze);
