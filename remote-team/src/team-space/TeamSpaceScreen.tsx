import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/contract';
import { currentPartnership } from 'shared-kernel/domain';
import { Link, Navigate, useParams } from 'shared-kernel/router';
import { Page, Spinner } from 'shared-kernel/ui';
import { teamSpacePath, teamSpaceViewOf, type TeamSpaceView, type TeamSpaceViewProps } from './views';
import './team-space.css';

const VIEWS: Record<TeamSpaceView, ComponentType<TeamSpaceViewProps>> = {
  members: lazy(() => import('./members/MembersView')),
  'member-details': lazy(() => import('./member-details/MemberDetailsView')),
  invitations: lazy(() => import('./invitations/InvitationsView')),
  'account-rights': lazy(() => import('./account-rights/AccountRightsView')),
  'deputy-change': lazy(() => import('./deputy-change/DeputyChangeView')),
};

/** The tabs of the team space; member-details and deputy-change are reached from the members, not a tab. */
const TABS: { view: TeamSpaceView; labelKey: string }[] = [
  { view: 'members', labelKey: 'team.tabs.members' },
  { view: 'invitations', labelKey: 'team.tabs.invitations' },
  { view: 'account-rights', labelKey: 'team.tabs.accountRights' },
];

/** Route /team-space/:view?/:id?: the partnership's people, invitations and account rights, one view at a time. */
export function TeamSpaceScreen(): ReactElement {
  const { t } = useTranslation();
  const session = useSession();
  const { view: viewParam, id } = useParams();
  const view = teamSpaceViewOf(viewParam);
  const partnershipUid = currentPartnership(session)?.uid;
  if (view === null) return <Navigate to={teamSpacePath('members')} replace />;
  if (!partnershipUid) return <Spinner />;
  const View = VIEWS[view];
  const tabView = view === 'member-details' || view === 'deputy-change' ? 'members' : view;
  return (
    <Page title="webapp.title.teamSpace">
      <nav className="team-tabs" aria-label={t('team.tabs.label')}>
        {TABS.map((tab) => (
          <Link
            key={tab.view}
            to={teamSpacePath(tab.view)}
            className="team-tab"
            aria-current={tab.view === tabView ? 'page' : undefined}
          >
            {t(tab.labelKey)}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<Spinner />}>
        <View partnershipUid={partnershipUid} id={id} />
      </Suspense>
    </Page>
  );
}
