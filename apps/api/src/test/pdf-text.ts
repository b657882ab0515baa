import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader would copy it, with runs of white space made one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { text } = await parser.getText();
    return text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
