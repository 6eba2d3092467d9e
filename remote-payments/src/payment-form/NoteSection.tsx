import { memo, useCallback, useMemo, useRef, type ReactElement } from 'react';
import { useApi, useSession } from 'shared-kernel/contract';
import { ATTACHMENT_TYPES, MAX_ATTACHMENTS } from 'shared-kernel/domain';
import { Section } from 'shared-kernel/ui';
import {
  FileUploader,
  type MentionPool,
  MentionTextArea,
  readAsBase64,
  type UploaderFile,
} from 'shared-kernel/widgets';
import { deleteFileResource, renameFileResource, uploadFileResource } from './api';
import type { AttachedFile } from './types';
import type { SectionForm } from './useFormController';

/** The values the note section shows and sets (useSectionForm). */
export const NOTE_FIELDS = ['noteText', 'attachedFileUids'] as const;

export interface NoteSectionProps {
  form: SectionForm<(typeof NOTE_FIELDS)[number]>;
  profile: MentionPool;
  noteMaxLength: number;
  /** Files already on the order (patch mode). */
  initialFiles: AttachedFile[];
  /** Keeps the confirmation's attachments card in step with the uploader. */
  onFiles: (files: UploaderFile[]) => void;
}

const NOTE_MAX_LENGTH = 500;

/** The uploader, rendered again only when its own props change: typing a note is no change of the attachments. */
const Uploader = memo(FileUploader);

/**
 * Spec §2: the internal note with mentions and up to 5 attachments (pdf, png, jpg). Rendered again only when its
 * props change (issue 34 item 3).
 */
export const NoteSection = memo(function NoteSection({
  form,
  profile,
  noteMaxLength,
  initialFiles,
  onFiles,
}: NoteSectionProps): ReactElement {
  const api = useApi();
  const session = useSession();
  const ownerUid = session.currentContext?.uid ?? session.user?.uid ?? '';
  const attached = useRef<string[]>(form.values.attachedFileUids);
  const { set } = form;

  const setAttached = useCallback(
    (uids: string[]) => {
      attached.current = uids;
      set('attachedFileUids', uids);
    },
    [set],
  );
  const uploaderFiles = useMemo(
    () =>
      initialFiles.map((file): UploaderFile => ({
        key: file.resourceUid,
        name: file.displayName,
        type: file.mime,
        status: 'done',
        progress: 1,
        reference: file.resourceUid,
      })),
    [initialFiles],
  );
  const upload = useCallback(
    async (file: File, onProgress: (fraction: number) => void) => {
      const content = await readAsBase64(file);
      const stored = await uploadFileResource(
        api,
        { content, displayName: file.name, mimeType: file.type, ownerUid },
        onProgress,
      );
      setAttached([...attached.current, stored.uid]);
      return { reference: stored.uid };
    },
    [api, ownerUid, setAttached],
  );
  const rename = useCallback(
    async (file: UploaderFile, name: string) => {
      if (file.reference) await renameFileResource(api, file.reference, name);
    },
    [api],
  );
  const remove = useCallback(
    async (file: UploaderFile) => {
      if (!file.reference) return;
      setAttached(attached.current.filter((uid) => uid !== file.reference));
      await deleteFileResource(api, file.reference);
    },
    [api, setAttached],
  );

  return (
    <Section title="webapp.payments.form.internalNote">
      <div className="k-stack">
        <MentionTextArea
          label="webapp.payments.form.note"
          hint="webapp.payments.form.noteHint"
          peopleLabel="webapp.payments.form.mentionOptions"
          tagsLabel="webapp.payments.form.tagOptions"
          name="noteText"
          value={form.values.noteText}
          onChange={(text) => form.set('noteText', text)}
          onPick={() => undefined}
          profile={profile}
          maxLength={noteMaxLength || NOTE_MAX_LENGTH}
          disabled={form.disabled}
        />
        <Uploader
          label="dict.attachments"
          accept={ATTACHMENT_TYPES.join(',')}
          maxFiles={MAX_ATTACHMENTS}
          initialFiles={uploaderFiles}
          upload={upload}
          onRename={rename}
          onDelete={remove}
          onChange={onFiles}
          disabled={form.disabled}
        />
      </div>
    </Section>
  );
});
