import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';

export interface PeopleListProps {
  list: 'deputiesToAdd' | 'deputiesToRemove';
  title: string;
  uids: readonly string[];
  nameOf: (uid: string) => string | undefined;
}

/** One side of the open change: the people being added (or removed) as admin, by name; "nobody" when empty. */
export function PeopleList({ list, title, uids, nameOf }: PeopleListProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="team-deputy-people" data-list={list}>
      <h3 className="team-subheading">{t(title)}</h3>
      {uids.length === 0 ? (
        <p className="team-muted">{t('team.deputyChange.nobody')}</p>
      ) : (
        <ul className="team-points">
          {uids.map((uid) => (
            <li key={uid} data-person={uid}>
              {nameOf(uid) ?? t('team.deputyChange.someone')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
