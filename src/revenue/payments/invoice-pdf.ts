import type { InvoiceView } from "./ports.js";

/**
 * The hosted invoice as a one-page PDF (pdfkit's built-in Helvetica). pdfkit is loaded on the first
 * PDF, not at start-up (it costs a few hundred ms to import).
 */
export async function renderInvoicePdf(v: InvoiceView): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Invoice ${v.number}`, Author: "Tandem" } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    doc.fontSize(20).text(`Invoice ${v.number}`);
    if (v.testMode) doc.fontSize(10).fillColor("#b45309").text("Test mode: no real money was charged.").fillColor("black");
    doc.moveDown().fontSize(11);
    doc.text(`Status: ${v.status}`);
    doc.text(`Issued: ${day(v.createdAt)}`);
    if (v.dueAt !== null) doc.text(`Due: ${day(v.dueAt)}`);
    if (v.paidAt !== null) doc.text(`Paid: ${day(v.paidAt)}`);
    doc.moveDown().text(`Billed to: ${v.customer.name ?? v.customer.id}${v.customer.email ? ` <${v.customer.email}>` : ""}`);
    doc.moveDown();
    for (const l of v.lines) {
      const y = doc.y;
      doc.text(l.description, 50, y, { width: 380 });
      doc.text(l.amount, 440, y, { width: 100, align: "right" });
      doc.moveDown(0.3);
    }
    doc.moveDown();
    for (const [label, value] of [["Subtotal", v.subtotal], ["Total", v.total], ["Amount due", v.amountDue]] as const) {
      const y = doc.y;
      doc.text(label, 300, y, { width: 130 });
      doc.text(value, 440, y, { width: 100, align: "right" });
    }
    doc.end();
  });
}
