/**
 * Builds the widget: widget/src/main.ts → widget/dist/widget.js (esbuild,
 * one minified IIFE for browsers since 2020). The output is committed and
 * served by the desk at GET /widget.js; test/widget-bundle.test.ts checks it
 * is up to date. `npm run build:widget` rebuilds it.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const ENTRY = fileURLToPath(new URL("./src/main.ts", import.meta.url));
export const OUTFILE = fileURLToPath(new URL("./dist/widget.js", import.meta.url));

/** The bundle's text. */
export async function buildWidget(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  return `/* Tandem chat widget: built from widget/src by \`npm run build:widget\`. */\n${result.outputFiles[0].text}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await buildWidget();
  writeFileSync(OUTFILE, text);
  console.log(`wrote ${OUTFILE} (${text.length} bytes)`);
}
