import { useCallback, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { FileUploader, readAsBase64, type UploadResult } from 'shared-kernel/widgets';
import { DebugPage } from './DebugPage';

/**
 * Spec debug page "file-resource-uploader" (YapFileResourceUploader). It has no server of its own: the
 * upload callback reads the file in the browser, reporting the reader's progress, and returns the base64
 * length as the details text, so every uploader rule (limits, preview, rename, download, delete) can be tried.
 */
export function FileResourceUploaderTesting(): ReactElement {
  const { t } = useTranslation();
  const readLocally = useCallback(
    async (file: File, onProgress: (fraction: number) => void): Promise<UploadResult> => {
      onProgress(0.5);
      const base64 = await readAsBase64(file);
      onProgress(1);
      return { details: t('webapp.debug.uploader.details', { length: base64.length }) };
    },
    [t],
  );
  return (
    <DebugPage title="webapp.debug.title.file_resource_uploader">
      <p>{t('webapp.debug.uploader.explain')}</p>
      <FileUploader label="webapp.debug.uploader.label" upload={readLocally} />
    </DebugPage>
  );
}
