/**
 * The code generator: TypeSpec (`spec/<api>/main.tsp`) → OpenAPI 3.0
 * (`generated/<api>.openapi.yaml`) → TypeScript types (`generated/<api>.d.ts`).
 * `npm run generate` writes into `generated/`; the drift test writes into a
 * temporary directory and compares.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile, formatDiagnostic, NodeHost } from "@typespec/compiler";
import openapiTS, { astToString } from "openapi-typescript";
import { API_NAMES, type ApiName, GENERATED_DIR, openapiFile, SPEC_DIR, typesFile } from "./apis.js";

const BANNER = "# Generated from spec/ by `npm run generate`. Do not edit.\n";
const TYPES_BANNER = "/** Generated from spec/ by `npm run generate`. Do not edit. */\n\n";

async function compileOpenApi(api: ApiName, workDir: string): Promise<string> {
  const program = await compile(NodeHost, `${SPEC_DIR}${api}/main.tsp`, {
    outputDir: workDir,
    emit: ["@typespec/openapi3"],
    options: {
      "@typespec/openapi3": {
        "emitter-output-dir": workDir,
        "openapi-versions": ["3.0.0"],
        "file-type": "yaml",
        "output-file": "openapi.yaml",
      },
    },
  });
  if (program.hasError()) {
    throw new Error(`TypeSpec errors in spec/${api}:\n${program.diagnostics.map((d) => formatDiagnostic(d)).join("\n")}`);
  }
  return readFile(join(workDir, "openapi.yaml"), "utf8");
}

/** Generates every API into `outDir` and returns the files written. */
export async function generate(outDir = GENERATED_DIR): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const api of API_NAMES) {
    const workDir = await mkdtemp(join(tmpdir(), `tandem-tsp-${api}-`));
    try {
      const yamlText = BANNER + (await compileOpenApi(api, workDir));
      const yamlPath = openapiFile(api, outDir);
      await writeFile(yamlPath, yamlText);
      // defaultNonNullable: false keeps fields with a default optional for callers (the server fills them in).
      const ast = await openapiTS(new URL(`file://${yamlPath}`), { defaultNonNullable: false });
      const typesPath = typesFile(api, outDir);
      await writeFile(typesPath, TYPES_BANNER + astToString(ast));
      written.push(yamlPath, typesPath);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await generate();
  for (const f of files) console.log(`wrote ${f}`);
}
