import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrBillReadResult } from '../qr-bill/decoder';

/** How often a camera frame is handed to the decoder. */
const FRAME_INTERVAL_MS = 350;

export interface CameraReaderProps {
  /** A frame's result: a bill, or an error other than "no QR code in this frame". */
  onResult: (result: QrBillReadResult) => void;
  /** The camera could not be started (refused, none, busy). */
  onUnavailable: () => void;
}

/**
 * The rear camera (getUserMedia, facingMode environment) read frame by frame: each frame is drawn to a canvas and
 * its ImageData decoded by the QR-bill decoder (../qr-bill/decoder, loaded with this component). Stops the camera
 * when unmounted.
 */
export function CameraReader({ onResult, onUnavailable }: CameraReaderProps): ReactElement {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const callbacks = useRef({ onResult, onUnavailable });
  callbacks.current = { onResult, onUnavailable };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const canvas = document.createElement('canvas');
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        });
      } catch {
        if (!stopped) callbacks.current.onUnavailable();
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { readQrBillFromImageData } = await import('../qr-bill/decoder');
      const frame = async () => {
        const element = video.current;
        if (stopped || !element) return;
        if (element.videoWidth > 0) {
          canvas.width = element.videoWidth;
          canvas.height = element.videoHeight;
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (context) {
            context.drawImage(element, 0, 0);
            const result = await readQrBillFromImageData(
              context.getImageData(0, 0, canvas.width, canvas.height),
            );
            if (stopped) return;
            if (result.ok || result.error !== 'no_qr_code_found') {
              callbacks.current.onResult(result);
              if (result.ok) return;
            }
          }
        }
        timer = setTimeout(() => void frame(), FRAME_INTERVAL_MS);
      };
      void frame();
    };
    void start();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="scan-page__camera">
      <video ref={video} muted playsInline aria-label={t('webapp.scanPayment.page.cameraView')} />
      <p role="status">{t('webapp.scanPayment.page.cameraHint')}</p>
    </div>
  );
}
