import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useSession } from 'shared-kernel/contract';
import { currentPartnership } from 'shared-kernel/domain';
import { Badge, Card, Page, Spinner } from 'shared-kernel/ui';
import '../partnership-details/partnership-admin.css';

/** The opening's milestones (spec §4 partnership status) the requestor moves through. */
const MILESTONES = ['new', 'registered', 'screened', 'identified', 'bankable'] as const;

/**
 * Route /no-active-roles (spec §2 NoActiveRoles; issue 32): the partnership's bootstrapping requestor has no role in
 * it yet. The screen says what the partnership's status means, what happens next and whom to contact, and shows
 * where the opening stands among its milestones.
 */
export function NoActiveRolesScreen(): ReactElement {
  const { t } = useTranslation();
  const session = useSession();
  const partnership = currentPartnership(session);
  if (!partnership) return <Spinner />;
  const status = partnership.status;
  const reached = MILESTONES.indexOf(status as (typeof MILESTONES)[number]);
  return (
    <Page title="webapp.title.noActiveRoles">
      <Card title={{ key: 'team.noActiveRoles.heading', values: { name: partnership.name } }}>
        <div className="k-stack" data-testid="no-active-roles">
          <p>{t('team.noActiveRoles.intro')}</p>
          <p>
            {t('dict.status')}: <Badge label={`dict.partnershipStatus.${status}`} tone="info" />
          </p>
          <p>{t(`team.noActiveRoles.status.${status}`)}</p>
        </div>
      </Card>
      {reached >= 0 ? (
        <Card title="team.noActiveRoles.progress">
          <ol className="pa-steps" aria-label={t('team.noActiveRoles.progress')}>
            {MILESTONES.map((milestone, index) => (
              <li key={milestone} aria-current={index === reached ? 'step' : undefined}>
                {index + 1}. {t(`team.noActiveRoles.milestone.${milestone}`)}
                {index < reached ? ` ✓` : ''}
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      <Card title="team.noActiveRoles.nextTitle">
        <p>{t(`team.noActiveRoles.next.${status}`)}</p>
        <p className="pa-muted">{t('team.noActiveRoles.rolesLater')}</p>
      </Card>
      <Card title="team.noActiveRoles.contactTitle">
        <p>{t('team.noActiveRoles.contact')}</p>
        <ul className="pa-list">
          <li>
            <a href="tel:+41445124040">+41 44 512 40 40</a> {t('team.noActiveRoles.hours')}
          </li>
          <li>
            <a href="mailto:business@kontor.ch">business@kontor.ch</a>
          </li>
        </ul>
      </Card>
    </Page>
  );
}
