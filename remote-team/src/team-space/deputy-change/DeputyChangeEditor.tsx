import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/contract';
import { canNominateAdmin, canRemoveAdmin, type Member } from 'shared-kernel/domain';
import { Alert, Button } from 'shared-kernel/ui';

export interface DeputyChangeLists {
  deputiesToAdd: string[];
  deputiesToRemove: string[];
}

export interface DeputyChangeEditorProps {
  members: Member[];
  /** The open change's lists (edit), or empty lists (a new change). */
  initial: DeputyChangeLists;
  /** The submit button's text: open for signature, or save the edited change. */
  submitLabel: string;
  onSubmit: (lists: DeputyChangeLists) => Promise<void>;
  onCancel: () => void;
}

/**
 * Who the change adds and removes as admin (spec §5: a delegate who is not registered becomes admin; an admin
 * stops being one), offered by the kernel's canNominateAdmin / canRemoveAdmin, plus whoever the change already
 * names. One labelled checkbox per person, keyboard only; an empty change is refused in place (discard it instead).
 */
export function DeputyChangeEditor({
  members,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: DeputyChangeEditorProps): ReactElement {
  const { t } = useTranslation();
  const session = useSession();
  const [lists, setLists] = useState<DeputyChangeLists>(initial);
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const emptyRef = useRef<HTMLDivElement | null>(null);
  const firstRef = useRef<HTMLFieldSetElement | null>(null);

  useEffect(() => {
    firstRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (empty) emptyRef.current?.focus();
  }, [empty]);

  const addable = members.filter(
    (member) => initial.deputiesToAdd.includes(member.personInfo.uid) || canNominateAdmin(session, member),
  );
  const removable = members.filter(
    (member) => initial.deputiesToRemove.includes(member.personInfo.uid) || canRemoveAdmin(session, member),
  );

  const toggle = (list: keyof DeputyChangeLists, uid: string, on: boolean) => {
    setEmpty(false);
    setLists((current) => {
      const other: keyof DeputyChangeLists = list === 'deputiesToAdd' ? 'deputiesToRemove' : 'deputiesToAdd';
      return {
        ...current,
        [list]: on ? [...current[list], uid] : current[list].filter((value) => value !== uid),
        // A person is added or removed, never both.
        [other]: current[other].filter((value) => !on || value !== uid),
      };
    });
  };

  const group = (list: keyof DeputyChangeLists, people: Member[], legend: string, none: string) => (
    <fieldset
      className="team-rights-fieldset team-deputy-group"
      ref={list === 'deputiesToAdd' ? firstRef : undefined}
      data-list={list}
    >
      <legend>{t(legend)}</legend>
      {people.length === 0 ? (
        <p className="team-muted">{t(none)}</p>
      ) : (
        people.map((member) => (
          <label className="team-rights-check team-deputy-check" key={member.personInfo.uid}>
            <input
              type="checkbox"
              className="team-rights-grid__check"
              data-person={member.personInfo.uid}
              checked={lists[list].includes(member.personInfo.uid)}
              onChange={(event) => toggle(list, member.personInfo.uid, event.target.checked)}
            />
            {member.personInfo.name}
          </label>
        ))
      )}
    </fieldset>
  );

  return (
    <form
      className="k-stack team-deputy-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (lists.deputiesToAdd.length + lists.deputiesToRemove.length === 0) {
          setEmpty(true);
          return;
        }
        setBusy(true);
        void onSubmit(lists).finally(() => setBusy(false));
      }}
    >
      {empty ? (
        <div ref={emptyRef} tabIndex={-1} className="team-refusal">
          <Alert type="error" message="team.deputyChange.editor.empty" />
        </div>
      ) : null}
      {group(
        'deputiesToAdd',
        addable,
        'team.deputyChange.editor.add',
        'team.deputyChange.editor.noCandidates',
      )}
      {group(
        'deputiesToRemove',
        removable,
        'team.deputyChange.editor.remove',
        'team.deputyChange.editor.noAdmins',
      )}
      <div className="team-actions">
        <Button type="submit" data-action="save-deputy-change" label={submitLabel} loading={busy} />
        <Button variant="secondary" label="team.deputyChange.cancel" onClick={onCancel} />
      </div>
    </form>
  );
}
