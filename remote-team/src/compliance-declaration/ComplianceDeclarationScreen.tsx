import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canSubmitComplianceDeclaration,
  currentPartnership,
  declarationStatusKey,
  formatDate,
  formatDateTime,
  OPEN_DECLARATION_STATUSES,
  type ComplianceDeclaration,
} from 'shared-kernel/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Page,
  Spinner,
  Table,
  type BadgeTone,
} from 'shared-kernel/ui';
import { addressLines } from '../partnership-details/PartnershipDetailsScreen';
import '../partnership-details/partnership-admin.css';
import { fetchDeclarations } from './api';
import { DeclarationForm } from './DeclarationForm';

const TONE: Record<string, BadgeTone> = {
  new: 'info',
  certification: 'info',
  certification_issues: 'warning',
  certification_failed: 'error',
  certified: 'success',
};

/**
 * Route /compliance-declaration/:id? (spec §2 ComplianceDeclaration, §4 declaration statuses; issue 32): what the
 * partnership declared about who controls or owns it, each declaration with its certification status explained;
 * signatories submit a new one when none is being certified (kernel canSubmitComplianceDeclaration).
 */
export function ComplianceDeclarationScreen(): ReactElement {
  const { t } = useTranslation();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const partnershipUid = currentPartnership(session)?.uid ?? null;
  const [declarations, setDeclarations] = useState<ComplianceDeclaration[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [declaring, setDeclaring] = useState(false);

  const load = useCallback(async () => {
    if (!partnershipUid) return;
    try {
      setDeclarations(await fetchDeclarations(api, partnershipUid));
      setFailed(false);
    } catch (error) {
      console.error('[team] declarations failed', error);
      setFailed(true);
    }
  }, [api, partnershipUid]);
  // Loaded again whenever the host reloads the session snapshot (a stream event it acted on may be the one
  // this screen waits for).
  useEffect(() => {
    void load();
  }, [load, session]);
  // The bank's certification steps reach every member's session (agentInPartnership of this partnership).
  useEffect(() => {
    const subscription = bus.stream$.subscribe((message) => {
      if (message.type === 'agentInPartnership' && message.message.partnershipUid === partnershipUid)
        void load();
    });
    return () => subscription.unsubscribe();
  }, [bus, load, partnershipUid]);

  if (!partnershipUid) return <Spinner />;
  if (failed && !declarations)
    return (
      <Page title="webapp.title.complianceDeclaration">
        <Alert type="error" message="team.compliance.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
        </Alert>
      </Page>
    );
  if (!declarations) return <Spinner />;
  const open = declarations.find((declaration) => OPEN_DECLARATION_STATUSES.includes(declaration.status));
  const maySubmit = canSubmitComplianceDeclaration(session);

  return (
    <Page
      title="webapp.title.complianceDeclaration"
      actions={
        maySubmit && !open && !declaring ? (
          <Button variant="primary" label="team.compliance.new" onClick={() => setDeclaring(true)} />
        ) : undefined
      }
    >
      <p>{t('team.compliance.intro')}</p>
      {open ? <Alert type="info" message="team.compliance.openNote" /> : null}
      {!maySubmit ? <p className="pa-muted">{t('team.compliance.signatoriesOnly')}</p> : null}
      {declaring ? (
        <DeclarationForm
          partnershipUid={partnershipUid}
          onCancel={() => setDeclaring(false)}
          onSubmitted={(declaration) => {
            setDeclaring(false);
            setDeclarations([declaration, ...declarations]);
            bus.alert({ alertType: 'success', message: 'team.compliance.submitted', autoDismissDelay: 5000 });
          }}
        />
      ) : null}
      {declarations.length === 0 ? (
        <EmptyState title="team.compliance.empty" description="team.compliance.emptyText" icon="documents" />
      ) : (
        declarations.map((declaration) => <Declaration key={declaration.uid} declaration={declaration} />)
      )}
    </Page>
  );
}

function Declaration({ declaration }: { declaration: ComplianceDeclaration }): ReactElement {
  const { t } = useTranslation();
  const status = declarationStatusKey(declaration.status);
  return (
    <Card
      title={{
        key: 'team.compliance.declarationTitle',
        values: { form: t(`team.compliance.formName.${declaration.form}`) },
      }}
      actions={<Badge label={`dict.declarationStatus.${status}`} tone={TONE[status] ?? 'neutral'} />}
    >
      <div data-testid="declaration" className="k-stack">
        <p className="pa-muted">{t(`team.compliance.statusHelp.${status}`)}</p>
        <dl className="pa-facts">
          <dt>{t('team.compliance.submittedBy')}</dt>
          <dd>
            {declaration.submittedBy.name}, {formatDateTime(declaration.submittedAt)}
          </dd>
          <dt>{t('team.compliance.statusSince')}</dt>
          <dd>{formatDateTime(declaration.statusChangedAt)}</dd>
        </dl>
        <Table
          caption={{ key: 'team.compliance.persons', values: { form: declaration.form } }}
          rows={declaration.controllingPersons}
          rowKey={(person) => `${person.lastName}-${person.firstName}-${person.birthDate}`}
          columns={[
            {
              id: 'name',
              header: 'dict.name',
              rowHeader: true,
              cell: (person) => `${person.firstName} ${person.lastName}`,
            },
            {
              id: 'birthDate',
              header: 'team.compliance.form.birthDate',
              cell: (person) => formatDate(person.birthDate),
            },
            {
              id: 'nationality',
              header: 'team.compliance.form.nationality',
              cell: (person) => person.nationality,
            },
            {
              id: 'domicile',
              header: 'team.partnership.domicile',
              cell: (person) => addressLines(person.domicileAddress).slice(0, 2).join(', '),
            },
            {
              id: 'basis',
              header: 'team.compliance.form.basis',
              cell: (person) =>
                person.sharePercent !== null
                  ? t('team.compliance.basisWithShare', { share: person.sharePercent })
                  : t(`team.compliance.basis.${person.basis}`),
            },
          ]}
        />
      </div>
    </Card>
  );
}
