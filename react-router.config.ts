import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./scripts/precompress-assets";

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // After both builds: the browser files, the manifest React Router writes last among them, get
  // their brotli and gzip twins (scripts/precompress-assets.ts).
  async buildEnd({ reactRouterConfig }) {
    await precompressAssets(path.join(reactRouterConfig.buildDirectory, "client", "assets"));
  },
} satisfies Config;
