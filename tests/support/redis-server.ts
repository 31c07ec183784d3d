import { type ChildProcessByStdio, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import type { Readable } from "node:stream";

export const REDIS_SERVER_BIN = "/usr/bin/redis-server";

export interface RedisServer {
  port: number;
  url: string;
  /** Stops it with SIGTERM and waits for the process to end. */
  stop(): Promise<void>;
  /** Ends it at once with SIGKILL, as a crash would, and waits for the process to end. */
  kill(): Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) it: connected, but not answering. */
  pause(): void;
  resume(): void;
}

/** A port nobody listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type Child = ChildProcessByStdio<null, Readable, Readable>;

function exited(child: Child): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * The environment without libfaketime: under it (the hard-day runs, scripts/test-hard-days.sh)
 * redis-server hangs at start, so it runs on the machine's clock. Counters expire relative to
 * Redis's own clock; cache entries at an absolute instant of the app's (EXAT), which on a hard day
 * in the future only lives longer.
 */
function withoutFaketime(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "LD_PRELOAD" && !name.startsWith("FAKETIME")),
  );
}

/**
 * Debian's redis-server in the foreground on 127.0.0.1:`port` (a free one by default), with
 * nothing saved to disk. Resolves once it logs "Ready to accept connections"; rejects with its
 * output when it exits first or is not ready within `readyTimeoutMs` (inside a test's 5 s).
 */
export async function startRedisServer({
  port,
  readyTimeoutMs = 4000,
}: { port?: number; readyTimeoutMs?: number } = {}): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child: Child = spawn(
    REDIS_SERVER_BIN,
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "notice"],
    { stdio: ["ignore", "pipe", "pipe"], env: withoutFaketime() },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`redis-server on port ${chosen} ${reason}:\n${output}`));
    };
    const timer = setTimeout(() => fail(`was not ready within ${readyTimeoutMs} ms`), readyTimeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve();
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(`exited (${code ?? signal}) before it was ready`);
    child.stdout.on("data", collect);
    child.stderr.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    child.once("exit", onExit);
    child.once("error", (error) => fail(`could not start: ${error.message}`));
  });
  // Keep draining its output so a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  const end = async (signal: NodeJS.Signals) => {
    const done = exited(child);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGCONT"); // a paused server would never handle SIGTERM
      child.kill(signal);
    }
    // A server that ignores SIGTERM for 5 s is killed.
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    await done;
    clearTimeout(force);
  };
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
  };
}
