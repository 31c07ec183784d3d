import { test as base, expect } from "@playwright/test";
import { ProductionStack } from "./stack";

export { expect };

/**
 * The production-stack tests share one stack per worker (the project runs one worker): it starts
 * before the first test, on the https port playwright.config.ts chose (the project's baseURL),
 * and stops after the last one, or when a failed test ends the worker (a fresh stack follows).
 */
export const test = base.extend<{ stackLogs: void }, { stack: ProductionStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const httpsPort = Number(process.env.PRODUCTION_STACK_HTTPS_PORT);
      if (!httpsPort) throw new Error("PRODUCTION_STACK_HTTPS_PORT is set by playwright.config.ts; run through it.");
      const stack = await ProductionStack.start({ httpsPort });
      const killOnExit = () => stack.killAll();
      process.once("exit", killOnExit);
      try {
        await use(stack);
      } finally {
        process.off("exit", killOnExit);
        await stack.stop();
      }
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  // A failed test carries the last lines of every process's log.
  stackLogs: [
    async ({ stack }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach("production-stack logs", { body: stack.logs(), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
});
