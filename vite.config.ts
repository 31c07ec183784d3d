import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { buildId } from "./scripts/build-id.js";
import { clientChunks } from "./scripts/client-chunks";
import { reactRouterProduction } from "./scripts/react-router-production";

/** The same id in the server and browser bundles, from the build's content: the new-build check compares them. */
const BUILD_ID = buildId(import.meta.dirname);

export default defineConfig({
  plugins: [reactRouterProduction(), tailwindcss(), reactRouter(), tsconfigPaths()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  environments: {
    // A few files a page instead of twenty small ones (scripts/client-chunks.ts).
    client: { build: { rollupOptions: { output: { manualChunks: clientChunks() } } } },
    // The server bundle is our Express server (server/app.ts), which serves React Router's build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
