import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useStaleReload } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import { formatDate, maskIban } from 'shared-kernel/domain';
import { Button, Card, IconButton, Select, Spinner } from 'shared-kernel/ui';
import {
  FileUploader,
  mentionsInText,
  MentionTextArea,
  readAsBase64,
  tagsInText,
  type UploaderFile,
} from 'shared-kernel/widgets';
import {
  deleteFileResource,
  downloadReceiptFile,
  fetchReceipt,
  renameFileResource,
  saveReceipt,
  uploadFileResource,
} from './api';
import '../screen/facts.css';
import { mayEditReceipt, RECEIPT_ACCEPT, toUploaderFiles, withAttachment } from './attachments';
import { BookingAmount, BookingStatusBadge } from './BookingStatus';
import { bookingState, transactionTitle } from './format';
import type { CustomizeSchema, Receipt, TagProfile, Transaction, TransactionCategory } from './types';

const NOTE_MAX_LENGTH = 500;

/** What a booking that is not (yet) booked means for the account, in words. */
const notBookedKey = (transaction: Transaction) =>
  bookingState(transaction.status) === 'pending'
    ? 'app.accounts.transactions.notBooked.pending'
    : `app.accounts.transactions.notBooked.void.${transaction.direction}`;

interface Draft {
  noteText: string;
  tags: string[];
  mentions: string[];
  category: string;
}

const draftOf = (receipt: Receipt, transaction: Transaction | null): Draft => ({
  noteText: receipt.noteText ?? '',
  tags: receipt.tags,
  mentions: receipt.mentions,
  category: receipt.category ?? transaction?.category ?? 'general',
});

export interface TransactionDetailProps {
  transactionUid: string;
  /** The booking from the list; null when the list has not loaded it (deep link beyond the first page). */
  transaction: Transaction | null;
  cashAccountUid: string | null;
  profile: TagProfile;
  schema: CustomizeSchema | null;
  onClose: () => void;
  /** The category changed (the list shows it). */
  onSaved: (receipt: Receipt, category: string) => void;
}

/** One booking with its receipt: note with tags and mentions, category and up to 5 attachments. */
export function TransactionDetail({
  transactionUid,
  transaction,
  cashAccountUid,
  profile,
  schema,
  onClose,
  onSaved,
}: TransactionDetailProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const attached = useRef<string[]>([]);
  const buckets = useRef(new Map<string, string>());
  const editable = mayEditReceipt(session, transaction?.cashAccountUid ?? cashAccountUid ?? '');

  const load = useCallback(async () => {
    try {
      const loaded = await fetchReceipt(api, transactionUid);
      setReceipt(loaded);
      setFailed(false);
      attached.current = loaded.attachedFiles.map((file) => file.resourceUid);
      loaded.attachedFiles.forEach((file) => buckets.current.set(file.resourceUid, file.bucketFileName));
    } catch (error) {
      // Spec §8: a receipt that fails to load is logged and the screen continues.
      console.error('[accounts] receipt failed', error);
      setFailed(true);
    }
  }, [api, transactionUid]);

  useEffect(() => {
    setReceipt(null);
    setDraft(null);
    setDirty(false);
    void load();
  }, [load]);

  // A receipt changed elsewhere (another tab, a team member) is reloaded; unsaved edits stay.
  useStaleReload('transactionReceipt', transactionUid, load);
  useEffect(() => {
    if (receipt && !dirty) setDraft(draftOf(receipt, transaction));
  }, [receipt, dirty, transaction]);

  const change = (values: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...values } : current));
    setDirty(true);
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const tags = [...new Set([...draft.tags, ...tagsInText(draft.noteText)])];
      const mentions = [...new Set([...draft.mentions, ...mentionsInText(draft.noteText, profile.mentions)])];
      const saved = await saveReceipt(api, transactionUid, {
        noteText: draft.noteText.trim() === '' ? null : draft.noteText,
        tags,
        mentions,
        // One of the customize schema's categories (the select's options), or the booking's own.
        category: draft.category as TransactionCategory,
      });
      setReceipt(saved);
      setDirty(false);
      onSaved(saved, draft.category);
      bus.alert({ alertType: 'success', message: 'app.accounts.receipt.saved' });
    } catch (error) {
      console.error('[accounts] saving the receipt failed', error);
      bus.alert({ alertType: 'error', message: 'app.error.general' });
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File, onProgress: (fraction: number) => void) => {
    const content = await readAsBase64(file);
    const stored = await uploadFileResource(
      api,
      { content, displayName: file.name, mimeType: file.type, ownerUid: transactionUid },
      onProgress,
    );
    if (stored.bucketFileName) buckets.current.set(stored.uid, stored.bucketFileName);
    attached.current = withAttachment(attached.current, stored.uid);
    await saveReceipt(api, transactionUid, { attachedFileUids: attached.current });
    return { reference: stored.uid };
  };

  const fetchContent = async (file: UploaderFile) => {
    const bucket = file.reference ? buckets.current.get(file.reference) : undefined;
    if (!bucket) throw new Error('unknown file');
    return downloadReceiptFile(api, { bucketFileName: bucket });
  };

  const title = transaction ? transactionTitle(transaction) : t('app.accounts.transactions.detailTitle');
  const categoryOptions = (schema?.properties.category.enum ?? []).map((code, index) => ({
    value: code,
    label: { text: schema?.properties.category.enumLabels?.[index] ?? t(`dict.category.${code}`) },
  }));

  return (
    <section className="k-card acc-detail" aria-labelledby={`detail-${transactionUid}`}>
      <div className="k-cluster">
        <h2 id={`detail-${transactionUid}`} className="k-card__title k-spacer">
          {title}
        </h2>
        <IconButton icon="close" label="app.accounts.transactions.closeDetail" onClick={onClose} />
      </div>
      {transaction ? (
        <dl className="acc-facts">
          <dt>{t('dict.amount')}</dt>
          <dd className="acc-detail__amount">
            {transaction.amount.currency} <BookingAmount transaction={transaction} />
            {bookingState(transaction.status) === 'booked' ? null : (
              <p className="acc-muted acc-detail__not-booked">{t(notBookedKey(transaction))}</p>
            )}
          </dd>
          <dt>{t('dict.date')}</dt>
          <dd>{formatDate(transaction.bookingDate)}</dd>
          <dt>{t('dict.status')}</dt>
          <dd>
            <BookingStatusBadge transaction={transaction} showBooked />
            {transaction.declineReason ? <> {t(`dict.declineReason.${transaction.declineReason}`)}</> : null}
          </dd>
          <dt>{t('app.accounts.transactions.direction')}</dt>
          <dd>{t(`dict.direction.${transaction.direction}`)}</dd>
          {transaction.counterparty.iban ? (
            <>
              <dt>{t('dict.iban')}</dt>
              <dd className="acc-mono">{maskIban(transaction.counterparty.iban)}</dd>
            </>
          ) : null}
          {transaction.reference ? (
            <>
              <dt>{t('app.accounts.transactions.reference')}</dt>
              <dd className="acc-mono">{transaction.reference}</dd>
            </>
          ) : null}
          <dt>{t('app.accounts.transactions.bookingText')}</dt>
          <dd>{transaction.bookingText}</dd>
        </dl>
      ) : null}
      <Card title="app.accounts.receipt.title" level={3}>
        {failed ? (
          <div className="k-cluster">
            <p className="k-spacer">{t('app.accounts.receipt.loadFailed')}</p>
            <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
          </div>
        ) : !receipt || !draft ? (
          <Spinner label="dict.loading" />
        ) : (
          <div className="k-stack">
            <MentionTextArea
              label="app.accounts.receipt.note"
              hint="app.accounts.receipt.noteHint"
              peopleLabel="app.accounts.receipt.mentionOptions"
              tagsLabel="app.accounts.receipt.tagOptions"
              value={draft.noteText}
              onChange={(noteText) => change({ noteText })}
              onPick={(entry) =>
                entry.startsWith('#')
                  ? change({ tags: [...new Set([...draft.tags, entry])] })
                  : change({ mentions: [...new Set([...draft.mentions, entry])] })
              }
              profile={profile}
              maxLength={schema?.properties.noteText?.maxLength ?? NOTE_MAX_LENGTH}
              disabled={!editable}
            />
            <Chips
              label="dict.tags"
              values={draft.tags}
              editable={editable}
              onRemove={(tag) => change({ tags: draft.tags.filter((value) => value !== tag) })}
            />
            <Chips
              label="app.accounts.receipt.mentions"
              values={draft.mentions}
              editable={editable}
              onRemove={(name) => change({ mentions: draft.mentions.filter((value) => value !== name) })}
            />
            {categoryOptions.length > 0 ? (
              <Select
                label="app.accounts.receipt.category"
                options={categoryOptions}
                placeholder={null}
                value={draft.category}
                disabled={!editable}
                onChange={(event) => change({ category: event.target.value })}
              />
            ) : null}
            {editable ? (
              <div className="k-cluster">
                <Button
                  label="dict.save"
                  loading={saving}
                  disabled={!dirty || saving}
                  onClick={() => void save()}
                />
              </div>
            ) : null}
            <FileUploader
              key={receipt.transactionUid}
              label="dict.attachments"
              accept={RECEIPT_ACCEPT}
              initialFiles={toUploaderFiles(receipt.attachedFiles)}
              upload={upload}
              fetchContent={fetchContent}
              onRename={async (file, name) => {
                if (file.reference) await renameFileResource(api, file.reference, name);
              }}
              onDelete={async (file) => {
                if (!file.reference) return;
                await deleteFileResource(api, file.reference);
                attached.current = attached.current.filter((uid) => uid !== file.reference);
              }}
              disabled={!editable}
            />
          </div>
        )}
      </Card>
    </section>
  );
}

interface ChipsProps {
  label: string;
  values: string[];
  editable: boolean;
  onRemove: (value: string) => void;
}

function Chips({ label, values, editable, onRemove }: ChipsProps): ReactElement | null {
  const { t } = useTranslation();
  if (values.length === 0) return null;
  return (
    <div>
      <span className="k-field__label">{t(label)}</span>
      <ul className="acc-chips" aria-label={t(label)}>
        {values.map((value) => (
          <li key={value} className="acc-chip">
            {value}
            {editable ? (
              <IconButton
                icon="close"
                label={{ key: 'app.accounts.receipt.remove', values: { name: value } }}
                onClick={() => onRemove(value)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
