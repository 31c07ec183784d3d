import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// The suite Stryker runs for each mutant (`npm run mutate`): everything but tests/resilience,
// which exercises the production build in build/ (a mutant in app/ never reaches it) and
// spends ~35 s fuzzing per run.
export default mergeConfig(
  base,
  defineConfig({
    test: { exclude: [...configDefaults.exclude, "tests/resilience/**"] },
  }),
);
