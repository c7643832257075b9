import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The standard fonts' metrics, read from the package's folder (pdf.js warns without them).
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + sep;

/**
 * The text of a PDF as a reader extracts it (pdf.js), one line per text item, for tests that
 * check what a generated document says. Throws when the bytes are not a readable PDF.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
    }
  } finally {
    await doc.destroy();
  }
  return lines.join('\n');
}
