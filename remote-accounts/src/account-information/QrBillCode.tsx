import { useEffect, useRef, type ReactElement } from 'react';
import { SwissQRCode } from 'swissqrbill/svg';
import type { Data } from 'swissqrbill/types';

/** The standard's size of the Swiss QR code. */
const QR_SIZE_MM = 46;

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    try {
      // The markup, parsed as SVG: svg-engine builds DOM elements only in its browser build.
      const markup = new SwissQRCode(data, QR_SIZE_MM).toString();
      const element = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
      // Its shapes are placed in mm without a viewBox: give it one (1 mm = 96/25.4 px) so it scales square.
      const side = (QR_SIZE_MM * 96) / 25.4;
      element.setAttribute('viewBox', `0 0 ${side} ${side}`);
      element.removeAttribute('width');
      element.removeAttribute('height');
      ref.current?.replaceChildren(element);
    } catch (error) {
      onInvalid(error);
    }
  }, [data, onInvalid]);
  return <div ref={ref} className="acc-qr" role="img" aria-label={label} data-testid="qr-bill-code" />;
}
