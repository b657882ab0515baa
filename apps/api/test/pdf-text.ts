import { execFile } from 'node:child_process';

// pdf-parse's pdf.js loads its worker with import(), which Jest's module sandbox refuses: the text
// is read by a plain Node process instead.
const READ_PDF = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const { text } = await parser.getText();
  await parser.destroy();
  process.stdout.write(text);
});
`;

/** The text of a PDF, as a reader would copy it, with runs of white space made one space. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READ_PDF, require.resolve('pdf-parse')],
      { maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(new Error(`could not read the PDF: ${error.message}`));
        else resolve(stdout.replace(/\s+/g, ' '));
      },
    );
    child.stdin?.end(pdf);
  });
}
