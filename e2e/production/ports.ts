import { createServer } from "node:net";

/** Ports handed out in this process, so two services never get the same one. */
const handedOut = new Set<number>();

/** A TCP port nothing listens on right now on 127.0.0.1, chosen by the kernel. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const chosen = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(chosen));
      });
    });
    if (port > 0 && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Marks a port chosen elsewhere (the config's https port) as taken. */
export function reservePort(port: number): void {
  handedOut.add(port);
}
