import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// The suite Stryker runs for each mutant (`npm run mutate`): everything but
// - tests/resilience, which exercises the production build in build/ (a mutant in app/ never
//   reaches it) and spends ~35 s fuzzing per run;
// - tests/deploy, which reads the app's sources as text beside deploy/'s templates: in Stryker's
//   instrumented copy the app's constants are wrapped in mutant switches and no longer read as
//   written, and no mutant of app/ changes what deploy/ says.
export default mergeConfig(
  base,
  defineConfig({
    test: { exclude: [...configDefaults.exclude, "tests/resilience/**", "tests/deploy/**"] },
  }),
);
