/**
 * The text of a PDF that pdfkit wrote with its standard fonts: its streams inflated, the hex strings of its text
 * operators decoded. For tests that check what a generated PDF says (the gateway's and the e2e suite's).
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return match[1]!;
    }
  });
  return streams
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) =>
      [...chunk.matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
