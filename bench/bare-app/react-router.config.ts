import type { Config } from "@react-router/dev/config";

/**
 * The bench's floor: server-rendered, with the site's future flags (react-router.config.ts at the
 * root), so the floor is the same framework set up the same way, minus the site.
 */
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
