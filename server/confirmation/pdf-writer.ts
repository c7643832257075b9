/**
 * A top-to-bottom text writer over pdf-lib: titles, headings, label/value rows and table rows,
 * wrapped to the page width, with new A4 pages as needed. Text is real PDF text (Helvetica).
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const MARGIN = 50;
const VALUE_X = 230;
const SIZE = 10;
const LINE = 14;
const GREY = rgb(0.35, 0.35, 0.35);

export interface PdfWriter {
  title(text: string, subtitle: string): void;
  heading(text: string): void;
  row(label: string, value: string): void;
  /** One table line: cells at the given x offsets from the margin; `bold` for the header. */
  tableRow(cells: string[], offsets: number[], bold?: boolean): void;
  note(text: string): void;
  save(): Promise<Uint8Array>;
}

export async function createPdfWriter(meta: { title: string; subject: string }): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setCreator('BCI Levy Portal');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts encode WinAnsi only; anything else (emoji, most non-Latin text) becomes '?'.
  const encodable = new Set(regular.getCharacterSet());
  const clean = (value: string) =>
    Array.from(value.replace(/\s+/g, ' ').trim(), (ch) => (encodable.has(ch.codePointAt(0)!) ? ch : '?')).join('');

  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = page.getHeight() - MARGIN;
  const need = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PageSizes.A4);
    y = page.getHeight() - MARGIN;
  };
  const wrap = (value: string, font: PDFFont, size: number, width: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of clean(value).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than the column is cut where it overflows.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
    return lines;
  };
  const draw = (value: string, x: number, font: PDFFont, size = SIZE, color = rgb(0, 0, 0)) =>
    page.drawText(value, { x, y, size, font, color });
  const right = () => page.getWidth() - MARGIN;

  return {
    title(text, subtitle) {
      need(40);
      draw(clean(text), MARGIN, bold, 18);
      y -= 20;
      draw(clean(subtitle), MARGIN, regular, SIZE, GREY);
      y -= LINE + 6;
    },
    heading(text) {
      need(LINE * 3);
      y -= 8;
      draw(clean(text), MARGIN, bold, 12);
      y -= 4;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: right(), y }, thickness: 0.5, color: GREY });
      y -= LINE;
    },
    row(label, value) {
      const labels = wrap(label, regular, SIZE, VALUE_X - MARGIN - 10);
      const values = wrap(value, regular, SIZE, right() - VALUE_X);
      const count = Math.max(labels.length, values.length);
      need(count * LINE);
      for (let i = 0; i < count; i++) {
        if (labels[i]) draw(labels[i], MARGIN, regular, SIZE, GREY);
        if (values[i]) draw(values[i], VALUE_X, regular);
        y -= LINE;
      }
    },
    tableRow(cells, offsets, isHeader = false) {
      need(LINE);
      cells.forEach((cell, i) => {
        const width = (offsets[i + 1] ?? right() - MARGIN) - offsets[i] - 6;
        draw(wrap(cell, isHeader ? bold : regular, SIZE, width)[0], MARGIN + offsets[i], isHeader ? bold : regular);
      });
      y -= LINE;
    },
    note(text) {
      y -= 6;
      for (const line of wrap(text, regular, 9, right() - MARGIN)) {
        need(LINE);
        draw(line, MARGIN, regular, 9, GREY);
        y -= 12;
      }
    },
    save: () => doc.save(),
  };
}
