/**
 * The console's build: Vite (Rolldown) with Preact's JSX. `npm run
 * build:console` writes console/dist/ (committed; served by `tandem serve`
 * on the console port); test/console-bundle.test.ts checks it is current.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  logLevel: "warn",
  mode: "production",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    // No inline script or style anywhere (the page's CSP allows only 'self').
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
});
