/**
 * "Read QR-bill" on the payment form (issue 30): a dialog with a drop zone and a file chooser (PDF, PNG, JPEG);
 * the decoder (ZXing, pdf.js) is loaded only when the dialog opens and reads the file in the browser: nothing is
 * uploaded. Progress page by page, cancellable; errors translated, focused and announced.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type ReactElement,
} from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import type { QrBill } from 'shared-kernel/domain';
import { Alert, Button, Modal } from 'shared-kernel/ui';
import { FileChooser } from 'shared-kernel/widgets';
import type * as DecoderModule from './decoder';
import type { QrBillReadError, ReadProgress } from './decoder';
import './qr-bill.css';

type Decoder = typeof DecoderModule;

/** The decoder chunk, fetched on the first open only. */
let decoderModule: Promise<Decoder> | null = null;
export function loadDecoder(): Promise<Decoder> {
  decoderModule ??= import(/* webpackChunkName: "qr-bill-decoder" */ './decoder').catch((error: unknown) => {
    decoderModule = null;
    throw error;
  });
  return decoderModule;
}

/** The message a read error shows (webapp.payments.qrBill.errors.*). */
export function errorKey(error: QrBillReadError | 'load_failed'): string {
  switch (error) {
    case 'invalid_iban':
    case 'invalid_reference':
    case 'reference_type_mismatch':
    case 'no_qr_code_found':
    case 'not_swiss_qr_bill':
    case 'unsupported_currency':
    case 'unsupported_version':
    case 'unsupported_file':
    case 'unreadable_file':
    case 'missing_trailer':
    case 'load_failed':
      return `webapp.payments.qrBill.errors.${error}`;
    default:
      // Lengths, amounts, addresses, ultimate creditor, extra lines: the bill breaks the guidelines.
      return 'webapp.payments.qrBill.errors.invalid_bill';
  }
}

type ReadState =
  | { state: 'idle' }
  | { state: 'reading'; progress: ReadProgress | null }
  | { state: 'failed'; error: QrBillReadError | 'load_failed' };

export interface QrBillReaderProps {
  onRead: (bill: QrBill) => void;
  disabled?: boolean;
}

export function QrBillReader({ onRead, disabled }: QrBillReaderProps): ReactElement {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState<ReadState>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const errorRef = useRef<HTMLDivElement | null>(null);
  const inputId = useId();
  const hintId = useId();

  // The decoder (and ZXing's wasm) start loading as the dialog opens, so a chosen file waits less.
  useEffect(() => {
    if (open)
      loadDecoder()
        .then((decoder) => decoder.preloadQrBillReader())
        .catch((error: unknown) => console.warn('[payments] QR-bill decoder preload failed', error));
  }, [open]);
  // A refusal takes the focus (and role=alert announces it), in the commit that shows it: with a passive effect the
  // message stood a frame before the focus, and an Escape pressed on seeing it met the page, not the dialog (the
  // reading state unmounts the previous message and its focus).
  useLayoutEffect(() => {
    if (read.state === 'failed') errorRef.current?.focus();
  }, [read]);

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setRead({ state: 'idle' });
    setOpen(false);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRead({ state: 'reading', progress: null });
    let decoder: Decoder;
    try {
      decoder = await loadDecoder();
    } catch (error) {
      console.error('[payments] QR-bill decoder failed to load', error);
      setRead({ state: 'failed', error: 'load_failed' });
      return;
    }
    try {
      const result = await decoder.readQrBillFromFile(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setRead({ state: 'reading', progress });
        },
      });
      if (controller.signal.aborted) return;
      abort.current = null;
      if (result.ok) {
        setRead({ state: 'idle' });
        setOpen(false);
        onRead(result.bill);
      } else setRead({ state: 'failed', error: result.error });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('[payments] reading the QR-bill failed', error);
      setRead({ state: 'failed', error: 'unreadable_file' });
    }
  };

  const cancelRead = () => {
    abort.current?.abort();
    abort.current = null;
    setRead({ state: 'idle' });
  };

  const reading = read.state === 'reading';
  return (
    <>
      <Button
        variant="secondary"
        icon="scan"
        label="webapp.payments.qrBill.open"
        data-testid="qr-bill-open"
        onClick={() => setOpen(true)}
        disabled={disabled}
      />
      <Modal
        open={open}
        onClose={close}
        title="webapp.payments.qrBill.title"
        size="wide"
        footer={<Button variant="secondary" label="dict.cancel" onClick={close} />}
      >
        <div className="k-stack">
          <p>{t('webapp.payments.qrBill.intro')}</p>
          <div
            className={`k-uploader__drop qr-bill-drop${dragging ? ' k-uploader__drop--active' : ''}`}
            onDragOver={(event: DragEvent) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              setDragging(false);
              void readFile(event.dataTransfer.files[0]);
            }}
          >
            <label htmlFor={inputId} id={`${inputId}-label`} className="k-field__label">
              {t('webapp.payments.qrBill.choose')}
            </label>
            <p id={hintId} className="k-field__hint">
              {t('webapp.payments.qrBill.hint')}
            </p>
            <div className="qr-bill-chooser">
              <FileChooser
                id={inputId}
                buttonLabel="webapp.payments.qrBill.chooseFile"
                labelledBy={`${inputId}-label`}
                describedBy={hintId}
                accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
                disabled={reading}
                onFiles={(files) => void readFile(files[0])}
              />
            </div>
          </div>
          {reading ? (
            <div className="k-cluster qr-bill-progress">
              <span className="k-spinner" aria-hidden="true" />
              <span role="status">
                {read.progress && read.progress.pages > 1
                  ? t('webapp.payments.qrBill.progressPage', {
                      page: read.progress.page,
                      pages: read.progress.pages,
                    })
                  : t('webapp.payments.qrBill.progress')}
              </span>
              <progress
                max={read.progress?.pages ?? 1}
                value={read.progress ? read.progress.page - 1 : undefined}
                aria-label={t('webapp.payments.qrBill.progress')}
              />
              <Button variant="link" label="webapp.payments.qrBill.stop" onClick={cancelRead} />
            </div>
          ) : null}
          {read.state === 'failed' ? (
            <div ref={errorRef} tabIndex={-1} className="qr-bill-error">
              <Alert type="error" title="webapp.payments.qrBill.failed" message={errorKey(read.error)} />
            </div>
          ) : null}
          <p className="k-field__hint">{t('webapp.payments.qrBill.privacy')}</p>
        </div>
      </Modal>
    </>
  );
}
