import { expect, test } from "./fixtures";
import { SHUTDOWN_DRAIN_MS } from "./stack";

const REQUESTS = 300;
const CONCURRENCY = 8;
/** SIGTERM goes to the first instance once this many requests have been sent. */
const STOP_AFTER = 100;

test("SIGTERM to one instance during a load loop through nginx loses no request", async ({ request, stack }) => {
  test.slow();
  const [stopping, staying] = stack.instances;
  const statuses: number[] = [];
  const requestIds: string[] = [];
  let sent = 0;
  let stoppedAt = 0;
  let exitedAt: Promise<number> | undefined;

  // Each URL is new to Varnish, so every request reaches an instance.
  const client = async () => {
    while (sent < REQUESTS) {
      const index = sent++;
      if (index === STOP_AFTER) {
        stoppedAt = Date.now();
        stopping.service.signal("SIGTERM");
        exitedAt = stopping.service.exited.then(() => Date.now());
      }
      const response = await request.get(`/support?drain=${index}`, { maxRedirects: 0 });
      statuses.push(response.status());
      requestIds.push(response.headers()["x-request-id"] ?? "");
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));

  const failed = statuses.map((status, index) => ({ status, index })).filter(({ status }) => status !== 200);
  expect(failed).toEqual([]);
  expect(statuses).toHaveLength(REQUESTS);

  // It finished what it had and exited cleanly within its drain time.
  const exit = await stopping.service.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  expect((await exitedAt)! - stoppedAt).toBeLessThan(SHUTDOWN_DRAIN_MS + 1_000);
  // Every answer came from an instance (nginx's request id is in exactly one instance's log),
  // the stopping one before its SIGTERM and the other one throughout.
  const logged = (output: string) => new Set(output.match(/"reqId":"[^"]+"/g)?.map((field) => field.slice(9, -1)));
  const [byStopping, byStaying] = [logged(stopping.service.output()), logged(staying.service.output())];
  const served = (ids: Set<string>) => requestIds.filter((id) => ids.has(id)).length;
  test.info().annotations.push({
    type: "figures",
    description: `${served(byStopping)} answered by ${stopping.name}, ${served(byStaying)} by ${staying.name}; ${stopping.name} exited ${(await exitedAt)! - stoppedAt} ms after SIGTERM`,
  });
  expect(served(byStopping) + served(byStaying)).toBe(REQUESTS);
  expect(served(byStopping)).toBeGreaterThan(0);
  expect(served(byStaying)).toBeGreaterThan(STOP_AFTER / 2);

  // Back to two instances for whatever runs next on this stack.
  await stack.restartInstance(stopping);
});
