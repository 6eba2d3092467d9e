import { useEffect, useMemo, type ReactElement } from 'react';
import { SwissQRCode } from 'swissqrbill/svg';
import type { Data } from 'swissqrbill/types';

/** The standard's size of the Swiss QR code. */
const QR_SIZE_MM = 46;
/** That size in CSS pixels (1 mm = 96/25.4 px). */
const QR_SIDE_PX = (QR_SIZE_MM * 96) / 25.4;

/**
 * The code's SVG as an image source. swissqrbill draws each dark module as a square of its own (some 1,600): as one
 * image they are one element of the page, not 1,600 that every later style change of the screen recomputes (the
 * markup is no longer parsed into the page either). The squares are placed in mm without a viewBox: one is given,
 * so the image scales square. Drawing the code itself stays the main cost of this screen (docs/performance.md).
 */
export function qrImageSource(markup: string): string {
  const scalable = markup.replace('<svg ', `<svg viewBox="0 0 ${QR_SIDE_PX} ${QR_SIDE_PX}" `);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(scalable)}`;
}

type Drawn = { source: string; error: null } | { source: null; error: unknown };

/**
 * The Swiss QR code alone (no payment part): loaded lazily, so swissqrbill is fetched only on the account
 * information screen and never weighs on the dashboard.
 */
export default function QrBillCode({
  data,
  label,
  onInvalid,
}: {
  data: Data;
  label: string;
  /** swissqrbill refused the data (its validation is the QR-bill standard's). */
  onInvalid: (error: unknown) => void;
}): ReactElement {
  const drawn = useMemo((): Drawn => {
    try {
      return { source: qrImageSource(new SwissQRCode(data, QR_SIZE_MM).toString()), error: null };
    } catch (error) {
      return { source: null, error };
    }
  }, [data]);
  useEffect(() => {
    if (drawn.source === null) onInvalid(drawn.error);
  }, [drawn, onInvalid]);
  return (
    <div className="acc-qr" data-testid="qr-bill-code">
      {drawn.source ? (
        <img src={drawn.source} alt={label} width={Math.round(QR_SIDE_PX)} height={Math.round(QR_SIDE_PX)} />
      ) : null}
    </div>
  );
}
