import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { get as httpGet } from "node:http";
import { get as httpsGet } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { DEMO_GOOGLE_CLIENT_ID, demoEnv } from "../../scripts/demo-env.js";
import { renderTemplate } from "../../deploy/render-template";
import { freePort, reservePort } from "./ports";

/**
 * The production stack of docs/deploy.md on loopback, for the production-stack tests: nginx
 * (TLS on a certificate made now) -> Varnish -> two instances of `node server/start.js` sharing
 * one Redis, and the demo API behind them. nginx and Varnish run the shipped templates
 * (deploy/nginx.conf, deploy/varnish.vcl) rendered with this run's ports and paths. Everything
 * runs in the foreground as a child of the test worker, logs to a file in the stack's directory
 * and is stopped by `stop()`, also when starting fails half-way.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/** How long a stopped instance may take to finish its requests (the drain the tests rely on). */
export const SHUTDOWN_DRAIN_MS = 5_000;
const START_TIMEOUT_MS = 45_000;

/** A Debian daemon: on PATH, else where the package puts it (root's PATH has sbin, CI's may not). */
function daemon(name: string): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  for (const dir of ["/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin"]) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed (.ci/run installs it from Debian's packages)`);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One foreground process with its output in a log file. */
export class Service {
  readonly logPath: string;
  private child: ChildProcess;
  private exit: Exit | null = null;
  exited: Promise<Exit>;

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    logDir: string,
  ) {
    this.logPath = path.join(logDir, `${name}.log`);
    ({ child: this.child, exited: this.exited } = this.spawn());
  }

  private spawn() {
    this.exit = null;
    const log = openSync(this.logPath, "a");
    const child = spawn(this.command, this.args, { cwd: ROOT, env: this.env, stdio: ["ignore", log, log] });
    closeSync(log);
    const exited = new Promise<Exit>((resolve) => {
      child.once("error", (error) => {
        writeFileSync(this.logPath, `\n[harness] could not start: ${error.message}\n`, { flag: "a" });
        this.exit = { code: -1, signal: null };
        resolve(this.exit);
      });
      child.once("exit", (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
    return { child, exited };
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get hasExited(): Exit | null {
    return this.exit;
  }

  /** Starts the same command again after it stopped (same port, same log file). */
  restart(): void {
    if (!this.exit) throw new Error(`${this.name} is still running`);
    ({ child: this.child, exited: this.exited } = this.spawn());
  }

  signal(signal: NodeJS.Signals): void {
    if (!this.exit) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  async stop(graceMs = 10_000): Promise<Exit> {
    if (this.exit) return this.exit;
    this.child.kill("SIGTERM");
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), graceMs)));
    const exit = await Promise.race([this.exited, late]);
    clearTimeout(timer);
    if (exit) return exit;
    this.child.kill("SIGKILL");
    return this.exited;
  }

  /** The last lines of its output, for error messages and failed tests. */
  tail(lines = 40): string {
    if (!existsSync(this.logPath)) return "";
    return readFileSync(this.logPath, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  }

  output(): string {
    return existsSync(this.logPath) ? readFileSync(this.logPath, "utf8") : "";
  }
}

/** The status of a GET, or null when nothing answered (refused, reset, timed out). */
export function statusOf(url: string, ca?: string): Promise<number | null> {
  return new Promise((resolve) => {
    const get = url.startsWith("https:") ? httpsGet : httpGet;
    const request = get(url, { ca, timeout: 2_000, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(null));
  });
}

function redisAnswersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/** Polls `check` every 100 ms until it holds; fails at the deadline or as soon as `service` exits. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = START_TIMEOUT_MS, service }: { timeoutMs?: number; service?: Service } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = service?.hasExited;
    if (service && exit) {
      throw new Error(
        `${service.name} exited (code ${exit.code}, signal ${exit.signal}) before ${what}:\n${service.tail()}`,
      );
    }
    if (await check()) return;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${service ? `:\n${service.tail()}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a process we start may see: no variables of the test runner, none of the shell's app settings. */
function baseEnv(): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "LANG", "TMPDIR", "TZ"];
  return Object.fromEntries(keep.filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
}

export interface Instance {
  name: string;
  port: number;
  /** The instance itself, bypassing nginx and Varnish. */
  url: string;
  service: Service;
}

interface Ports {
  https: number;
  http: number;
  varnish: number;
  varnishAdmin: number;
  redis: number;
  api: number;
  apps: [number, number];
}

export class ProductionStack {
  /** https://localhost:<nginx port>: what the browser uses, and the app's SITE_URL. */
  readonly baseURL: string;
  readonly apiUrl: string;
  readonly redisUrl: string;
  /** One signing key for both instances, as a deployment shares it (docs/deploy.md). */
  private readonly sessionSecret = randomBytes(32).toString("base64url");
  readonly varnishUrl: string;
  readonly instances: [Instance, Instance];
  readonly services: Service[] = [];
  /** The self-signed certificate nginx serves, to trust it in Node's own requests. */
  ca = "";

  private constructor(
    readonly dir: string,
    private readonly ports: Ports,
  ) {
    this.baseURL = `https://localhost:${ports.https}`;
    this.apiUrl = `http://127.0.0.1:${ports.api}`;
    this.redisUrl = `redis://127.0.0.1:${ports.redis}`;
    this.varnishUrl = `http://127.0.0.1:${ports.varnish}`;
    const instance = (index: 0 | 1): Instance => ({
      name: `app-${index + 1}`,
      port: ports.apps[index],
      url: `http://127.0.0.1:${ports.apps[index]}`,
      service: undefined as unknown as Service,
    });
    this.instances = [instance(0), instance(1)];
  }

  /** Starts everything, in order, each once the one it needs answers. Stops what started if a step fails. */
  static async start({ httpsPort }: { httpsPort: number }): Promise<ProductionStack> {
    const serverBuild = path.resolve(ROOT, process.env.SERVER_BUILD_PATH ?? "build/server/index.js");
    if (!existsSync(serverBuild)) throw new Error(`No server build at ${serverBuild}: run "npm run build" first.`);
    reservePort(httpsPort);
    const ports: Ports = {
      https: httpsPort,
      http: await freePort(),
      varnish: await freePort(),
      varnishAdmin: await freePort(),
      redis: await freePort(),
      api: await freePort(),
      apps: [await freePort(), await freePort()],
    };
    const dir = mkdtempSync(path.join(tmpdir(), "production-stack-"));
    // nginx's workers (www-data) and Varnish's (vcache) reach their files through this directory.
    chmodSync(dir, 0o755);
    const stack = new ProductionStack(dir, ports);
    try {
      await stack.startAll();
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  private service(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = baseEnv()): Service {
    const service = new Service(name, command, args, env, path.join(this.dir, "logs"));
    this.services.push(service);
    return service;
  }

  private async startAll(): Promise<void> {
    mkdirSync(path.join(this.dir, "logs"));
    const { ports, dir } = this;

    const certificate = path.join(dir, "localhost.crt");
    const key = path.join(dir, "localhost.key");
    const redis = this.service("redis", daemon("redis-server"), [
      ...["--port", String(ports.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      ...["--dir", dir, "--daemonize", "no"],
    ]);
    const api = this.service("demo-api", process.execPath, ["--import", "tsx", "mocks/server.ts"], {
      ...baseEnv(),
      DEMO_API_PORT: String(ports.api),
      DEMO_API_TODAY: process.env.E2E_TODAY,
    });
    await Promise.all([
      run(daemon("openssl"), [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-keyout", key, "-out", certificate, "-days", "2", "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ]),
      waitUntil("Redis to answer PING", () => redisAnswersPing(ports.redis), { service: redis }),
      waitUntil("the demo API to answer", async () => (await statusOf(`${this.apiUrl}/categories`)) === 200, {
        service: api,
      }),
    ]);
    this.ca = readFileSync(certificate, "utf8");

    await Promise.all(this.instances.map((instance) => this.startInstance(instance)));

    const vcl = path.join(dir, "varnish.vcl");
    writeFileSync(
      vcl,
      renderTemplate(readFileSync(path.join(ROOT, "deploy/varnish.vcl"), "utf8"), {
        APP_1_HOST: "127.0.0.1",
        APP_1_PORT: String(ports.apps[0]),
        APP_2_HOST: "127.0.0.1",
        APP_2_PORT: String(ports.apps[1]),
      }),
    );
    const varnish = this.service("varnish", daemon("varnishd"), [
      ...["-F", "-n", path.join(dir, "varnish"), "-f", vcl],
      ...["-a", `127.0.0.1:${ports.varnish}`, "-T", `127.0.0.1:${ports.varnishAdmin}`],
      ...["-s", "malloc,64m", "-p", "backend_idle_timeout=4"],
    ]);
    // Healthy once a probe of /readyz has passed on some instance: /healthz then gets through.
    await waitUntil(
      "Varnish to reach an instance",
      async () => (await statusOf(`${this.varnishUrl}/healthz`)) === 200,
      { service: varnish },
    );

    const nginxState = path.join(dir, "nginx");
    mkdirSync(nginxState);
    const nginxConf = path.join(dir, "nginx.conf");
    writeFileSync(
      nginxConf,
      renderTemplate(readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8"), {
        SITE_URL: this.baseURL,
        SERVER_NAME: "localhost",
        LISTEN_ADDRESS: "127.0.0.1",
        HTTPS_PORT: String(ports.https),
        HTTP_PORT: String(ports.http),
        TLS_CERTIFICATE: certificate,
        TLS_CERTIFICATE_KEY: key,
        VARNISH_ADDRESS: `127.0.0.1:${ports.varnish}`,
        STATE_DIR: nginxState,
        LOG_DIR: path.join(dir, "logs"),
      }),
    );
    const nginx = this.service("nginx", daemon("nginx"), ["-c", nginxConf, "-g", "daemon off;"]);
    await waitUntil(
      "nginx to answer over https",
      async () => (await statusOf(`${this.baseURL}/healthz`, this.ca)) === 200,
      { service: nginx },
    );
  }

  private instanceEnv(instance: Instance): NodeJS.ProcessEnv {
    return {
      ...baseEnv(),
      ...demoEnv({ sitePort: instance.port, apiPort: this.ports.api }),
      NODE_ENV: "production",
      APP_ENV: "production",
      SITE_URL: this.baseURL,
      TRUST_PROXY: "loopback",
      // Google sign-in on, checked against this stack's demo API (its key set; demoEnv points there).
      GOOGLE_CLIENT_ID: DEMO_GOOGLE_CLIENT_ID,
      REDIS_URL: this.redisUrl,
      SESSION_SECRET: this.sessionSecret,
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
      LOG_FORMAT: "json",
      // The build start.js serves (build/server/index.js unless the run names another).
      ...(process.env.SERVER_BUILD_PATH ? { SERVER_BUILD_PATH: process.env.SERVER_BUILD_PATH } : {}),
    };
  }

  private async startInstance(instance: Instance): Promise<void> {
    if (instance.service) instance.service.restart();
    else
      instance.service = this.service(instance.name, process.execPath, ["server/start.js"], this.instanceEnv(instance));
    await waitUntil(`${instance.name} to be ready`, async () => (await statusOf(`${instance.url}/readyz`)) === 200, {
      service: instance.service,
    });
  }

  /** Starts a stopped instance again on its port and waits until Varnish sends it requests. */
  async restartInstance(instance: Instance): Promise<void> {
    await this.startInstance(instance);
    await waitUntil(`Varnish to see ${instance.name} healthy`, async () => {
      const { stdout } = await run(daemon("varnishadm"), ["-n", path.join(this.dir, "varnish"), "backend.list"]);
      const name = instance.name.replace("-", "_");
      return stdout.split("\n").some((line) => line.includes(`.${name} `) && /\bhealthy\b/i.test(line));
    });
  }

  /** The last lines of every log, for a failed test's report. */
  logs(lines = 60): string {
    const files = [...this.services.map((service) => service.logPath), path.join(this.dir, "logs/error.log")];
    return files
      .filter((file, index) => files.indexOf(file) === index && existsSync(file))
      .map((file) => {
        const text = readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
        return `=== ${path.basename(file)} ===\n${text}`;
      })
      .join("\n\n");
  }

  /** Stops everything that started, front to back, then removes the directory (PRODUCTION_STACK_KEEP=1 keeps it). */
  async stop(): Promise<void> {
    for (const service of [...this.services].reverse()) await service.stop();
    if (!process.env.PRODUCTION_STACK_KEEP) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Last resort when the worker exits without the fixture's teardown: nothing may outlive it. */
  killAll(): void {
    for (const service of this.services) service.signal("SIGKILL");
  }
}
