/**
 * pain.001.001.09 and CSV files for the batch tests and the benchmark (bench/bulk-validate.ts): the structure
 * of the Swiss Payment Standards 2022 (one payment instruction per execution date, structured creditor
 * addresses, QR or creditor references as CdtrRefInf), written out with fast-xml-parser's builder. Valid against
 * the SPS schema pain.001.001.09.ch.03: identifiers (MsgId, PmtInfId, InstrId, EndToEndId) in its character set,
 * the initiating party named (the guidelines ask for it), every creditor named (the schema requires it), PmtMtd
 * TRF, at most one Ustrd, only the elements the SPS keeps.
 */
import { XMLBuilder } from 'fast-xml-parser';

export interface FixtureRow {
  name: string;
  iban: string;
  /** As written in the file ("120.50"). */
  amount: string;
  currency?: string;
  reference?: string;
  message?: string;
  address?: { street: string; number: string; postalCode: string; city: string; country: string };
}

/** A Swiss IBAN (institution 00762: not this bank's, not a QR-IBAN) with correct check digits. */
export function swissIban(account: number, iid = '00762'): string {
  const bban = `${iid}${String(account).padStart(12, '0')}`;
  const digits = `${bban}CH00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `CH${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** The same IBAN with its check digits changed (mod-97 fails). */
export const wrongCheckDigits = (iban: string): string =>
  `${iban.slice(0, 2)}${String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, '0')}${iban.slice(4)}`;

export function pain001(
  debtorIban: string,
  date: string,
  rows: FixtureRow[],
  debtorName = 'Bäckerei Meier GmbH',
): string {
  const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: `MSG-${date}-${rows.length}`,
          CreDtTm: `${date}T08:00:00`,
          NbOfTxs: String(rows.length),
          CtrlSum: (total / 100).toFixed(2),
          InitgPty: { Nm: debtorName },
        },
        PmtInf: {
          PmtInfId: `PMT-${date}`,
          PmtMtd: 'TRF',
          NbOfTxs: String(rows.length),
          ReqdExctnDt: { Dt: date },
          Dbtr: { Nm: debtorName },
          DbtrAcct: { Id: { IBAN: debtorIban } },
          DbtrAgt: { FinInstnId: { BICFI: 'KONTCHZZXXX' } },
          CdtTrfTxInf: rows.map((row, index) => ({
            PmtId: { InstrId: `INSTR-${index + 1}`, EndToEndId: `E2E-${index + 1}` },
            Amt: { InstdAmt: { '@Ccy': row.currency ?? 'CHF', '#text': row.amount } },
            Cdtr: {
              Nm: row.name,
              ...(row.address
                ? {
                    PstlAdr: {
                      StrtNm: row.address.street,
                      BldgNb: row.address.number,
                      PstCd: row.address.postalCode,
                      TwnNm: row.address.city,
                      Ctry: row.address.country,
                    },
                  }
                : {}),
            },
            CdtrAcct: { Id: { IBAN: row.iban } },
            ...(row.reference || row.message
              ? {
                  RmtInf: {
                    ...(row.message ? { Ustrd: row.message } : {}),
                    ...(row.reference
                      ? {
                          Strd: {
                            CdtrRefInf: {
                              // SPS: an ISO 11649 creditor reference is the code SCOR, a QR reference
                              // the proprietary QRR.
                              Tp: {
                                CdOrPrtry: /^RF/.test(row.reference) ? { Cd: 'SCOR' } : { Prtry: 'QRR' },
                              },
                              Ref: row.reference,
                            },
                          },
                        }
                      : {}),
                  },
                }
              : {}),
          })),
        },
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true });
  return builder.build(document) as string;
}

/** The documented CSV (header first). */
export function batchCsv(date: string, rows: FixtureRow[], delimiter = ','): string {
  const header = [
    'name',
    'iban',
    'amount',
    'currency',
    'date',
    'reference',
    'message',
    'street',
    'number',
    'postalCode',
    'city',
    'country',
  ];
  const quote = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = rows.map((row) =>
    [
      row.name,
      row.iban,
      row.amount,
      row.currency ?? 'CHF',
      date,
      row.reference ?? '',
      row.message ?? '',
      row.address?.street ?? '',
      row.address?.number ?? '',
      row.address?.postalCode ?? '',
      row.address?.city ?? '',
      row.address?.country ?? '',
    ]
      .map(quote)
      .join(delimiter),
  );
  return [header.join(delimiter), ...lines].join('\n') + '\n';
}

/** `count` distinct valid rows to Swiss creditors with structured addresses (amounts 10.05 … in CHF). */
export function validRows(count: number, start = 1): FixtureRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    return {
      name: `Lieferant ${n} AG`,
      iban: swissIban(100000 + n),
      amount: (10 + n / 20).toFixed(2),
      message: `Rechnung ${n}`,
      address: {
        street: 'Bahnhofstrasse',
        number: String(n),
        postalCode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
    };
  });
}
