import type { InvoiceView } from "./ports.js";

/** The seller's logo as stored (PNG, JPEG or WebP); pdfkit embeds PNG and JPEG, a WebP logo is left out. */
export interface PdfLogo {
  bytes: Buffer;
  type: string;
}

/**
 * The hosted invoice as a one-page PDF (pdfkit's built-in Helvetica): the seller (logo, legal
 * name, address, tax id) at the top, then the invoice. pdfkit is loaded on the first PDF, not at
 * start-up (it costs a few hundred ms to import).
 */
export async function renderInvoicePdf(v: InvoiceView, logo?: PdfLogo): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const seller = v.seller;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `${v.creditNote ? "Credit note" : "Invoice"} ${v.number}`, Author: seller?.legalName ?? seller?.name ?? "Tandem" } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    if (seller) {
      const top = doc.y;
      if (logo && (logo.type === "image/png" || logo.type === "image/jpeg")) {
        try {
          doc.image(logo.bytes, 50, top, { fit: [140, 48] });
        } catch {
          // A logo pdfkit cannot read (an unusual PNG variant) leaves the PDF without it.
        }
      }
      // The seller's block on the right: legal name (else the name), address, tax id, support address.
      doc.fontSize(12).font("Helvetica-Bold").text(seller.legalName ?? seller.name, 300, top, { width: 245, align: "right" });
      doc.font("Helvetica").fontSize(10);
      if (seller.legalName && seller.legalName !== seller.name) doc.text(seller.name, { width: 245, align: "right" });
      if (seller.address) doc.text(seller.address, { width: 245, align: "right" });
      if (seller.taxId) doc.text(`Tax ID: ${seller.taxId}`, { width: 245, align: "right" });
      if (seller.supportEmail) doc.text(seller.supportEmail, { width: 245, align: "right" });
      doc.x = 50;
      doc.y = Math.max(doc.y, top + 56) + 16;
    }
    const accent = seller?.accentColor ?? "black";
    doc.fontSize(20).fillColor(accent).text(`${v.creditNote ? "Credit note" : "Invoice"} ${v.number}`, 50).fillColor("black");
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
      const after = doc.y;
      doc.text(l.amount, 440, y, { width: 100, align: "right" });
      doc.y = after;
      if (l.period) doc.fontSize(9).fillColor("#555555").text(`Service period: ${day(l.period.start)} – ${day(l.period.end)}`, 50, doc.y, { width: 380 }).fillColor("black").fontSize(11);
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
