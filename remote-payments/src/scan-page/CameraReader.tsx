import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { QrBillReadResult } from '../qr-bill/decoder';

/** How often a camera frame is handed to the decoder. */
const FRAME_INTERVAL_MS = 350;
/** Frames whose reading throws, one after another, before the camera is given up (the photo remains). */
const MAX_FAILED_READS = 3;

export interface CameraReaderProps {
  /** A frame's result: a bill, or an error other than "no QR code in this frame". */
  onResult: (result: QrBillReadResult) => void;
  /** The camera could not be started (refused, none, busy), or its frames cannot be read. */
  onUnavailable: () => void;
}

/**
 * The rear camera (getUserMedia, facingMode environment) read frame by frame: each frame is drawn to a canvas and
 * its ImageData decoded by the QR-bill decoder (../qr-bill/decoder, loaded with this component). A frame whose
 * reading throws is tried again with the next; after MAX_FAILED_READS in a row (or when the decoder cannot load)
 * the camera is stopped and onUnavailable says so, never a camera that silently stops reading. Stops the camera
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
      const giveUp = () => {
        if (stopped) return;
        stopped = true;
        stream?.getTracks().forEach((track) => track.stop());
        callbacks.current.onUnavailable();
      };
      let readFrame: (frame: ImageData) => Promise<QrBillReadResult>;
      try {
        readFrame = (await import('../qr-bill/decoder')).readQrBillFromImageData;
      } catch {
        giveUp();
        return;
      }
      let failedReads = 0;
      const frame = async () => {
        const element = video.current;
        if (stopped || !element) return;
        if (element.videoWidth > 0) {
          canvas.width = element.videoWidth;
          canvas.height = element.videoHeight;
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (context) {
            let result: QrBillReadResult;
            try {
              context.drawImage(element, 0, 0);
              result = await readFrame(context.getImageData(0, 0, canvas.width, canvas.height));
              failedReads = 0;
            } catch {
              failedReads += 1;
              if (failedReads >= MAX_FAILED_READS) return giveUp();
              timer = setTimeout(() => void frame(), FRAME_INTERVAL_MS);
              return;
            }
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
