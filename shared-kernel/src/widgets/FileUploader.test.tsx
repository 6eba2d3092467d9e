import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'shared-kernel/i18n';
import userEvent from '@testing-library/user-event';
import type { Alert as BusAlert } from '../bus/types';
import { ATTACHMENT_TYPES } from '../domain';
import { createTestI18n, renderScreen } from '../testing';
import { FileUploader, type UploadResult } from './FileUploader';
import { acceptList } from './fileRules';

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function deferredUpload() {
  const pending: { file: File; progress: (f: number) => void; resolve: (r: UploadResult) => void }[] = [];
  const upload = jest.fn(
    (file: File, progress: (f: number) => void) =>
      new Promise<UploadResult>((resolve) => pending.push({ file, progress, resolve })),
  );
  return { upload, pending };
}

describe('FileUploader', () => {
  it('uploads through the callback with progress and shows the server details beside the file', async () => {
    const { upload, pending } = deferredUpload();
    renderScreen(<FileUploader label="webapp.debug.uploader.label" upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Receipts'), pdf('rent.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
    const bar = screen.getByRole('progressbar', { name: 'Uploading rent.pdf' });
    act(() => pending[0]!.progress(0.4));
    expect(bar).toHaveAttribute('value', '0.4');
    await act(async () => pending[0]!.resolve({ reference: 'r-1', details: 'Scanned: no threats' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Scanned: no threats')).toBeInTheDocument();
  });

  it('refuses more than 5 files with the max_file_reached alert naming max and remaining', async () => {
    const { upload } = deferredUpload();
    const { bus } = renderScreen(<FileUploader label="webapp.debug.uploader.label" upload={upload} />);
    const alerts: BusAlert[] = [];
    bus.alerts$.subscribe((alert) => alerts.push(alert));
    const input = screen.getByLabelText('Receipts');
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await userEvent.upload(input, [pdf('d.pdf'), pdf('e.pdf'), pdf('f.pdf')]);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      message: 'webapp.payments.internal_note.receipt.max_file_reached',
      values: { max: 5, remaining: 2 },
    });
    await userEvent.upload(input, [pdf('d.pdf'), pdf('e.pdf')]);
    expect(upload).toHaveBeenCalledTimes(5);
    expect(input).toBeDisabled();
  });

  it('shows the limit inline when there is no bus', async () => {
    const { upload } = deferredUpload();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <FileUploader label="webapp.debug.uploader.label" upload={upload} maxFiles={1} />
      </I18nextProvider>,
    );
    await userEvent.upload(screen.getByLabelText('Receipts'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can attach at most 1 files. You can still add 1.',
    );
  });

  it('rejects types outside the accept list and files over the base64 cap', async () => {
    const { upload } = deferredUpload();
    renderScreen(<FileUploader label="webapp.debug.uploader.label" upload={upload} base64Cap={40} />);
    const input = screen.getByLabelText('Receipts');
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    // 31 bytes → 44 base64 characters, over the cap of 40; 30 bytes → 40, accepted.
    await userEvent.upload(input, [exe, pdf('big.pdf', 31), pdf('fits.pdf', 30)], { applyAccept: false });
    expect(
      screen.getByText('setup.exe: this file type is not allowed. Accepted: images, PDF or CSV.'),
    ).toBeInTheDocument();
    expect(screen.getByText('big.pdf is too large (at most 30 bytes per file).')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0].name).toBe('fits.pdf');
  });

  it('says what it accepts from the list it checks: a receipt names PDF, PNG and JPG, not CSV', async () => {
    const { upload } = deferredUpload();
    renderScreen(
      <FileUploader
        label="webapp.debug.uploader.label"
        upload={upload}
        accept={acceptList(ATTACHMENT_TYPES)}
      />,
    );
    const input = screen.getByLabelText('Receipts');
    expect(input).toHaveAccessibleDescription(
      'Accepted: PDF, PNG or JPG. Up to 5 files, at most 3.9 MB each.',
    );
    await userEvent.upload(input, new File(['a;b'], 'export.csv', { type: 'text/csv' }), {
      applyAccept: false,
    });
    expect(upload).not.toHaveBeenCalled();
    expect(
      screen.getByText('export.csv: this file type is not allowed. Accepted: PDF, PNG or JPG.'),
    ).toBeInTheDocument();
  });

  it('names the accepted types in the user’s language', () => {
    render(
      <I18nextProvider i18n={createTestI18n({ language: 'de' })}>
        <FileUploader label="webapp.debug.uploader.label" upload={jest.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/^Erlaubt: Bilder, PDF oder CSV\./)).toBeInTheDocument();
  });

  it('accepts images and csv by mime wildcard and extension', async () => {
    const { upload } = deferredUpload();
    renderScreen(<FileUploader label="webapp.debug.uploader.label" upload={upload} />);
    await userEvent.upload(
      screen.getByLabelText('Receipts'),
      [new File(['x'], 'photo.webp', { type: 'image/webp' }), new File(['a;b'], 'export.csv', { type: '' })],
      { applyAccept: false },
    );
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('renames keeping the extension, and deletes', async () => {
    const onRename = jest.fn();
    const onDelete = jest.fn();
    const onChange = jest.fn();
    renderScreen(
      <FileUploader
        label="webapp.debug.uploader.label"
        upload={jest.fn()}
        onRename={onRename}
        onDelete={onDelete}
        onChange={onChange}
        initialFiles={[
          {
            key: 's1',
            name: 'scan.pdf',
            type: 'application/pdf',
            status: 'done',
            progress: 1,
            reference: 'r-9',
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rename scan.pdf' }));
    const field = screen.getByRole('textbox', { name: 'New name for scan.pdf (the extension is kept)' });
    expect(field).toHaveValue('scan');
    await userEvent.clear(field);
    await userEvent.type(field, 'Miete November{Enter}');
    expect(screen.getByText('Miete November.pdf')).toBeInTheDocument();
    expect(onRename).toHaveBeenCalledWith(
      expect.objectContaining({ reference: 'r-9' }),
      'Miete November.pdf',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Miete November.pdf' }));
    expect(screen.queryByText('Miete November.pdf')).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ reference: 'r-9' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it('shortens names over 25 characters and keeps the full name in the title', () => {
    const name = 'Quittung_Migros_Zuerich_November_2026.pdf';
    renderScreen(
      <FileUploader
        label="webapp.debug.uploader.label"
        upload={jest.fn()}
        initialFiles={[{ key: 'q', name, type: 'application/pdf', status: 'done', progress: 1 }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Attached files' });
    const shown = within(list).getByTitle(name);
    expect(shown.firstChild?.textContent?.length).toBeLessThanOrEqual(25);
    expect(shown.firstChild?.textContent).toMatch(/\.pdf$/);
  });

  it('downloads a local file under its name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const content = new Blob(['%PDF'], { type: 'application/pdf' });
    renderScreen(
      <FileUploader
        label="webapp.debug.uploader.label"
        upload={jest.fn()}
        initialFiles={[
          { key: 'l', name: 'lohn.pdf', type: 'application/pdf', status: 'done', progress: 1, file: content },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download lohn.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created).toContain(content);
    click.mockRestore();
  });
});
