import { defineConfig } from "tsup";

// ESM (dist/index.js + .d.ts) and CommonJS (dist/index.cjs + .d.cts). The
// declarations inline the types of ../generated/*.d.ts (the committed output of
// `npm run generate`), so the package carries the contract's types with it.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  external: ["openapi-fetch"],
});
