/** Seed: Anna's receipts and their files. */
import { insertMany, people, type Row, type SeedWorld } from './world';

/** Anna's receipts: notes, tags, mentions and attached files on some of her payments. */
export async function seedAnnasReceipts(world: SeedWorld): Promise<void> {
  const { db, rng, annaTransactionUids } = world;
  const { anna } = people(world);
  const notes = [
    'Geschenk für Mama',
    'Mit Lea geteilt',
    'Geschäftsessen, Spesen einreichen',
    'Ersatz für defektes Ladekabel',
    'Wocheneinkauf',
    'Steuerrelevant',
  ];
  const tags = ['#haushalt', '#ferien', '#spesen', '#geschenke', '#steuern'];
  const mentions = ['@Lea Brunner', '@Nora Schmid', '@Marco Steiner'];
  const receiptRows: Row<'transaction_receipts'>[] = [];
  const fileRows: Row<'file_resources'>[] = [];
  annaTransactionUids.forEach((uid, index) => {
    if (index % 9 !== 0) return;
    const attached: string[] = [];
    if (index % 27 === 0) {
      const fileUid = rng.uuid();
      const content = Buffer.from(minimalPdf(`Quittung ${index / 27 + 1}`));
      fileRows.push({
        uid: fileUid,
        bucket_file_name: `${rng.uuid()}.pdf`,
        owner_uid: uid,
        uploaded_by: anna,
        display_name: `Quittung-${index / 27 + 1}.pdf`,
        mime_type: 'application/pdf',
        file_size: content.length,
        content,
      });
      attached.push(fileUid);
    }
    receiptRows.push({
      transaction_uid: uid,
      note_text: rng.pick(notes),
      tags: rng.chance(0.7) ? [rng.pick(tags)] : [],
      mentions: rng.chance(0.3) ? [rng.pick(mentions)] : [],
      attached_file_uids: attached,
    });
  });
  await insertMany(db, 'file_resources', fileRows);
  await insertMany(db, 'transaction_receipts', receiptRows);
}

/** A one-page PDF with a line of text: enough for a previewable receipt in the sandbox. */
function minimalPdf(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
