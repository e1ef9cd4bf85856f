/** Reading a PDF's text as a person would, with poppler's pdftotext (Debian's poppler-utils). */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** pdftotext's reading of a PDF, its layout kept. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "tandem-pdf-"));
  try {
    writeFileSync(join(dir, "i.pdf"), pdf);
    return execFileSync("pdftotext", ["-layout", join(dir, "i.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
