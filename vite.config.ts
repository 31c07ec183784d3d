import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/** One id per build, the same in the server and browser bundles: the new-build check compares them. */
const BUILD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // The server bundle is our Express server (server/app.ts), which serves React Router's build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
});
