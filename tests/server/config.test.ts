import { describe, expect, it } from "vitest";
import { ServerConfigError, parseServerConfig } from "../../server/config";

describe("TRUST_PROXY", () => {
  it("trusts nobody by default", () => {
    expect(parseServerConfig({}).TRUST_PROXY).toBe(false);
    expect(parseServerConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseServerConfig({ TRUST_PROXY: "  " }).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count, the named ranges, addresses and CIDR ranges", () => {
    expect(parseServerConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseServerConfig({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseServerConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8 ,192.0.2.7" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "192.0.2.7",
    ]);
  });

  it("refuses true, which would let any client choose its own address and protocol", () => {
    expect(() => parseServerConfig({ TRUST_PROXY: "true" })).toThrow(ServerConfigError);
    expect(() => parseServerConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would trust every hop/);
  });

  it("names what it cannot read", () => {
    expect(() => parseServerConfig({ TRUST_PROXY: "loopback,10.0.0.0/33,proxy.internal" })).toThrow(
      "Invalid server configuration:\n  TRUST_PROXY: not an address, a CIDR range, loopback, linklocal or uniquelocal: 10.0.0.0/33, proxy.internal",
    );
    expect(() => parseServerConfig({ TRUST_PROXY: "0" })).toThrow("TRUST_PROXY: a hop count is between 1 and 10");
    expect(() => parseServerConfig({ TRUST_PROXY: "10.0.0.1/8/1" })).toThrow(/not an address/);
    expect(() => parseServerConfig({ TRUST_PROXY: "::1/129" })).toThrow(/not an address/);
  });
});

describe("the rest of the server's settings", () => {
  it("has defaults for every setting", () => {
    expect(parseServerConfig({})).toEqual({
      PORT: 3000,
      HOST: undefined,
      TRUST_PROXY: false,
      SHUTDOWN_DELAY_MS: 0,
      SHUTDOWN_DRAIN_MS: 10_000,
      PAGE_CACHE_MS: 5_000,
      PAGE_CACHE_MB: 64,
      LOG_LEVEL: "info",
      LOG_FORMAT: undefined,
    });
  });

  it("refuses malformed values, naming each", () => {
    expect(() => parseServerConfig({ SHUTDOWN_DRAIN_MS: "-1", LOG_LEVEL: "loud", LOG_FORMAT: "xml" })).toThrow(
      /SHUTDOWN_DRAIN_MS[\s\S]*LOG_LEVEL[\s\S]*LOG_FORMAT/,
    );
    expect(() => parseServerConfig({ PAGE_CACHE_MS: "5s", PAGE_CACHE_MB: "0" })).toThrow(
      /PAGE_CACHE_MS[\s\S]*PAGE_CACHE_MB/,
    );
  });
});
