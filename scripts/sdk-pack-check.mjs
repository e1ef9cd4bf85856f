// Writes the TypeScript files the pack check type-checks and runs (scripts/sdk-pack-check.sh):
// every block of the READMEs marked `<!-- sdk-example -->`, word for word, as ESM (.mts) and as
// CommonJS (.cts: the same body inside an async function, its imports first), and a smoke
// file that proves the answers are typed and verifies a webhook both ways.
// Usage: node scripts/sdk-pack-check.mjs <out-dir> <README.md>...
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [outDir, ...readmes] = process.argv.slice(2);
const written = [];
const seen = new Set();
for (const readme of readmes) {
  const text = readFileSync(readme, "utf8");
  for (const m of text.matchAll(/<!-- sdk-example -->\r?\n```ts\r?\n([\s\S]*?)```/g)) {
    const code = m[1];
    if (seen.has(code)) continue; // the same example in both READMEs runs once
    seen.add(code);
    const name = `example-${written.length + 1}`;
    const lines = code.split("\n");
    const imports = lines.filter((l) => l.startsWith("import "));
    const body = lines.filter((l) => !l.startsWith("import ")).join("\n");
    writeFileSync(join(outDir, `${name}.mts`), code);
    writeFileSync(
      join(outDir, `${name}.cts`),
      `${imports.join("\n")}\n\nasync function main() {\n${body}\n}\nmain().catch((e) => { console.error(e); process.exitCode = 1; });\n`,
    );
    written.push(`${name} (${readme})`);
  }
}
if (written.length === 0) throw new Error("no <!-- sdk-example --> blocks found");

const smoke = `import { createHmac } from "node:crypto";
import { createDeskClient, createRevenueClient, unwrap, verifyWebhook, verifyWebhookAsync, TandemApiError, type DeskEvent } from "@tandem/sdk";

// Types only (never called): were the answers untyped (unknown or any), these would not be errors.
export async function typed() {
  const desk = createDeskClient({ baseUrl: "http://127.0.0.1:1/v1", apiKey: "dsk_test_x" });
  const rv = createRevenueClient({ baseUrl: "http://127.0.0.1:1/v1", apiKey: "rv_sk_test_x" });
  const ticket = await unwrap(desk.GET("/tickets/{id}", { params: { path: { id: "x" } } }));
  // @ts-expect-error a ticket's number is a number
  const n: string = ticket.number;
  // @ts-expect-error no such path
  await desk.GET("/no-such-path");
  const check = await unwrap(rv.POST("/balances.check", { body: { customer_id: "c", feature_id: "f" } }));
  // @ts-expect-error allowed is a boolean
  const allowed: string = check.allowed;
  const err = new TandemApiError(404, { message: "m", code: "c", data: { a: 1 } });
  const code: string = err.code;
  return [n, allowed, code, err.data];
}

async function main() {
  const secret = "whsec_pack_check";
  const body = JSON.stringify({ id: "evt_1", type: "ticket.created", data: {} });
  const t = Math.floor(Date.now() / 1000);
  const header = \`t=\${t},v1=\${createHmac("sha256", secret).update(\`\${t}.\${body}\`).digest("hex")}\`;
  const a: DeskEvent = verifyWebhook(body, header, secret);
  const b: DeskEvent = await verifyWebhookAsync(new TextEncoder().encode(body), header, secret);
  if (a.id !== "evt_1" || b.id !== "evt_1") throw new Error("webhook not verified");
  let refused = false;
  await verifyWebhookAsync(body, header, "whsec_other").catch(() => { refused = true; });
  if (!refused) throw new Error("a forged webhook was accepted");
  console.log("webhooks verified");
}
main().catch((e) => { console.error(e); process.exitCode = 1; });
`;
writeFileSync(join(outDir, "smoke.mts"), smoke);
writeFileSync(join(outDir, "smoke.cts"), smoke);
console.log(written.join("\n"));
