import { useEffect, useState, type ReactElement } from 'react';

/**
 * A QR code of `text` as an SVG image. The qrcode library is imported on demand, so it is fetched only when
 * this screen shows a code (never on login or the dashboard).
 */
export function QrCodeImage({ text, label }: { text: string; label: string }): ReactElement {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <div className="onb-via-app__qr" aria-busy="true" />;
  return (
    <img
      className="onb-via-app__qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      data-testid="via-app-qr"
    />
  );
}
