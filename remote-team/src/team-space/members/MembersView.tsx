import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi } from 'shared-kernel/contract';
import type { DeputyChange } from 'shared-kernel/domain';
import { Link } from 'shared-kernel/router';
import { Alert, Badge, Button, EmptyState, SearchField, Select, Spinner } from 'shared-kernel/ui';
import { teamSpacePath, type TeamSpaceViewProps } from '../views';
import { fetchDeputyChange, fetchMembers, type MembersPage } from './api';
import {
  MEMBER_FILTERS,
  MEMBERS_PAGE_SIZE,
  membersQueryOf,
  pendingMarkersOf,
  ROLE_BADGES,
  type MemberFilter,
} from './filters';
import { useMemberEvents } from './useMemberEvents';

/**
 * Team space members (spec §2 view members, §6 filters, §9 pages of 10): filter, name search (the kernel's
 * SearchField: 140 characters, 300 ms), roles as badges and the pending markers of spec §4. Reloads live when
 * the partnership's people change (agentInPartnership, entitlementChanged). An open change of admins (spec §4)
 * is announced above the list with a link to its view.
 */
export default function MembersView({ partnershipUid }: TeamSpaceViewProps): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const [filter, setFilter] = useState<MemberFilter>('all');
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const [members, setMembers] = useState<MembersPage | null>(null);
  const [change, setChange] = useState<DeputyChange | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    try {
      const [read, open] = await Promise.all([
        fetchMembers(api, partnershipUid, membersQueryOf(filter, name, page)),
        // Spec §8: a failed deputy change load is logged and the list goes on without markers.
        fetchDeputyChange(api, partnershipUid).catch(() => null),
      ]);
      if (call !== latest.current) return;
      setMembers(read);
      setChange(open);
      setFailed(false);
    } catch {
      if (call === latest.current) setFailed(true);
    }
  }, [api, partnershipUid, filter, name, page]);

  useEffect(() => {
    void load();
  }, [load]);
  useMemberEvents(partnershipUid, load);

  const pages = members ? Math.max(1, Math.ceil(members.total / MEMBERS_PAGE_SIZE)) : 1;
  return (
    <section className="team-members" aria-labelledby="team-members-title">
      <h2 id="team-members-title" className="team-heading">
        {t('team.members.title')}
      </h2>
      <div className="team-filters" role="search">
        <SearchField
          label="team.members.search"
          placeholder="team.members.searchPlaceholder"
          onSearch={(term) => {
            setName(term);
            setPage(0);
          }}
        />
        <Select
          label="team.members.filter"
          placeholder={null}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as MemberFilter);
            setPage(0);
          }}
          options={MEMBER_FILTERS.map((value) => ({ value, label: `team.members.filters.${value}` }))}
        />
      </div>
      {change?.changeData ? (
        <div className="team-deputy-notice" data-testid="deputy-change-notice">
          <Alert type="info" message="team.deputyChange.notice">
            <Link className="team-back" to={teamSpacePath('deputy-change')}>
              {t('team.deputyChange.show')}
            </Link>
          </Alert>
        </div>
      ) : null}
      {failed ? (
        <Alert type="error" message="team.members.loadFailed">
          <Button variant="secondary" label="team.members.retry" onClick={() => void load()} />
        </Alert>
      ) : members === null ? (
        <Spinner />
      ) : members.members.length === 0 ? (
        <EmptyState title="team.members.empty" icon="team" />
      ) : (
        <>
          <p className="team-muted" aria-live="polite">
            {t('team.members.count', { count: members.total })}
          </p>
          <ul className="team-list" data-testid="team-members">
            {members.members.map((member) => (
              <li
                key={member.personInfo.uid}
                className="team-list__item"
                data-member={member.personInfo.uid}
                data-roles={member.roleTypes.join(' ')}
                data-pending={pendingMarkersOf(member, change).join(' ')}
              >
                <Link className="team-list__link" to={teamSpacePath('member-details', member.personInfo.uid)}>
                  <span className="team-list__name">{member.personInfo.name}</span>
                  <span className="team-badges">
                    {ROLE_BADGES.filter(({ role }) => member.roleTypes.includes(role)).map(
                      ({ role, label }) => (
                        <Badge key={role} label={label} tone={role === 'deputy' ? 'info' : 'neutral'} />
                      ),
                    )}
                    {member.roleTypes.length === 0 ? (
                      <Badge label="team.members.roles.registered" tone="neutral" />
                    ) : null}
                    {pendingMarkersOf(member, change).map((marker) => (
                      <Badge key={marker} label={`team.members.pending.${marker}`} tone="warning" />
                    ))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="team-pager" aria-label={t('team.members.pages')}>
              <Button
                variant="secondary"
                label="team.members.previous"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              />
              <span aria-live="polite">{t('team.members.page', { page: page + 1, pages })}</span>
              <Button
                variant="secondary"
                label="team.members.next"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              />
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
