import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { fieldErrorsOf, errorCodeOf } from 'shared-kernel/api';
import { SESSION_RELOAD } from 'shared-kernel/bus';
import { useApi, useBus, useSession } from 'shared-kernel/contract';
import {
  canUpdatePartnership,
  currentPartnership,
  formatDateTime,
  regionNames,
  SERVICE_OBJECTIVES,
  type PendingPartnershipUpdate,
} from 'shared-kernel/domain';
import { Link, useNavigate, useParams } from 'shared-kernel/router';
import { Alert, Button, Card, Input, Page, type SelectOption, Spinner, useMessage } from 'shared-kernel/ui';
import { AddressInput, reportAddressRefusal, verifyPostalAddress } from 'shared-kernel/widgets';
import {
  fetchObjectives,
  fetchPartnership,
  fetchPendingUpdate,
  submitPartnershipUpdate,
} from '../partnership-details/api';
import { addressLines, UPDATE_FORM_PATH } from '../partnership-details/PartnershipDetailsScreen';
import { refusalKeyOf } from '../partnership-details/refusals';
import '../partnership-details/partnership-admin.css';
import {
  bodyOf,
  checkStep,
  draftOf,
  STEPS,
  stepOf,
  stepOfField,
  type Draft,
  type Step,
  type StepErrors,
} from './steps';

const KNOWN_CODES = ['pending_update_exists', 'address_not_found', 'address_corrected'];
/** Countries a domicile is commonly in; the names come from the browser in the user's language. */
const COUNTRIES = [
  ['CHE', 'CH'],
  ['LIE', 'LI'],
  ['DEU', 'DE'],
  ['FRA', 'FR'],
  ['ITA', 'IT'],
  ['AUT', 'AT'],
] as const;

function useCountryOptions(language: string): SelectOption[] {
  return useMemo(() => {
    const names = regionNames(language);
    return COUNTRIES.map(([alpha3, alpha2]) => ({
      value: alpha3,
      label: { text: names?.of(alpha2) ?? alpha3 },
    }));
  }, [language]);
}

/**
 * Route /partnership-details/update-partnership-form/:id?/:step? (spec §2 "update internal registry"; issue 32):
 * the update of an internal-registry partnership in steps (name, domicile with the postal verification, contact,
 * objectives, review). Submitted, it waits for the bank as a pending update (the menu's pending section links
 * here, and this screen then shows it). Refusals are translated, focused and announced; nothing typed is lost.
 */
export function UpdatePartnershipFormScreen(): ReactElement {
  const { t, i18n } = useTranslation();
  const tm = useMessage();
  const api = useApi();
  const bus = useBus();
  const session = useSession();
  const navigate = useNavigate();
  const params = useParams();
  const partnershipUid = params.id ?? currentPartnership(session)?.uid ?? null;
  const step = stepOf(params.step);
  const countries = useCountryOptions(i18n.language || 'en');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pending, setPending] = useState<PendingPartnershipUpdate | null>(null);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<StepErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);

  const load = useCallback(async () => {
    if (!partnershipUid) return;
    try {
      const [partnership, objectives, waiting] = await Promise.all([
        fetchPartnership(api, partnershipUid),
        fetchObjectives(api, partnershipUid),
        fetchPendingUpdate(api, partnershipUid),
      ]);
      setPending(waiting);
      setDraft((current) => current ?? draftOf(partnership, objectives));
      setFailed(false);
    } catch (error) {
      console.error('[team] update form failed', error);
      setFailed(true);
    }
  }, [api, partnershipUid]);
  useEffect(() => {
    void load();
  }, [load]);

  // After a refused step: the first invalid field, else the refusal, gets the focus (announced by role=alert).
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else refusalRef.current?.focus();
  }, [attempt]);

  const goTo = (next: Step) => {
    setErrors({});
    setRefusal(null);
    navigate(`${UPDATE_FORM_PATH}/${partnershipUid}/${next}`);
  };
  const fail = (found: StepErrors, message: string | null) => {
    setErrors(found);
    setRefusal(message);
    setAttempt((count) => count + 1);
  };

  const submit = async () => {
    if (!draft || !partnershipUid) return;
    setBusy(true);
    try {
      const saved = await submitPartnershipUpdate(api, partnershipUid, bodyOf(draft));
      setPending(saved);
      bus.dispatch({ type: SESSION_RELOAD });
      bus.alert({ alertType: 'success', message: 'team.partnership.form.submitted', autoDismissDelay: 5000 });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'address_corrected' || code === 'address_not_found') {
        const check = reportAddressRefusal(bus, error);
        if (!check.ok && check.corrected) setDraft({ ...draft, domicileAddress: check.corrected });
        navigate(`${UPDATE_FORM_PATH}/${partnershipUid}/domicile`);
        fail({}, refusalKeyOf('team.partnership', KNOWN_CODES, error));
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      const fields = Object.keys(fieldErrors);
      if (fields.length > 0) {
        navigate(`${UPDATE_FORM_PATH}/${partnershipUid}/${stepOfField(fields[0]!)}`);
        fail(
          Object.fromEntries(
            fields.map((field) => [
              field.replace(/^\//, '').replace(/\//g, '.'),
              { text: fieldErrors[field]! },
            ]),
          ),
          'team.partnership.form.fix',
        );
        return;
      }
      fail({}, refusalKeyOf('team.partnership', KNOWN_CODES, error));
    } finally {
      setBusy(false);
    }
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = checkStep(step, draft);
    if (Object.keys(found).length > 0) return fail(found, 'team.partnership.form.fix');
    if (step === 'domicile') {
      setBusy(true);
      const check = await verifyPostalAddress(api, bus, draft.domicileAddress);
      setBusy(false);
      if (!check.ok) {
        if (check.corrected) setDraft({ ...draft, domicileAddress: check.corrected });
        return fail(
          {},
          check.corrected
            ? 'team.partnership.form.addressCorrected'
            : 'team.partnership.form.addressNotFound',
        );
      }
      setDraft({ ...draft, domicileAddress: check.address });
    }
    if (step === 'review') return void submit();
    goTo(STEPS[STEPS.indexOf(step) + 1]!);
  };

  if (!partnershipUid || (!draft && !failed)) return <Spinner />;
  if (!draft)
    return (
      <Page title="webapp.title.updatePartnershipForm">
        <Alert type="error" message="team.partnership.loadFailed">
          <Button variant="secondary" label="dict.retry" onClick={() => void load()} />
        </Alert>
      </Page>
    );
  if (pending) return <PendingUpdate pending={pending} />;
  if (!canUpdatePartnership(session))
    return (
      <Page title="webapp.title.updatePartnershipForm">
        <div>
          <Alert type="warning" message="team.partnership.form.notAllowed" />
        </div>
        <Link to="/partnership-details">{t('team.partnership.backToDetails')}</Link>
      </Page>
    );

  const error = (field: string) => errors[field];
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const stepIndex = STEPS.indexOf(step);

  return (
    <Page title="webapp.title.updatePartnershipForm">
      <ol className="pa-steps" aria-label={t('team.partnership.form.steps')}>
        {STEPS.map((candidate, index) => (
          <li key={candidate} aria-current={candidate === step ? 'step' : undefined}>
            {index + 1}. {t(`team.partnership.form.step.${candidate}`)}
          </li>
        ))}
      </ol>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1}>
          <Alert type="error" message={refusal} />
        </div>
      ) : null}
      <form ref={formRef} noValidate onSubmit={(event) => void next(event)}>
        <Card title={`team.partnership.form.step.${step}`}>
          {step === 'name' ? (
            <Input
              label="team.partnership.form.name"
              name="name"
              required
              maxLength={120}
              value={draft.name}
              error={error('name')}
              onChange={(event) => set({ name: event.target.value })}
            />
          ) : null}
          {step === 'domicile' ? (
            <AddressInput
              name="domicileAddress"
              value={draft.domicileAddress}
              countries={countries}
              required={{ street: true, postalCode: true, city: true, country: true }}
              errors={{
                street: error('domicileAddress.street'),
                postalCode: error('domicileAddress.postalCode'),
                city: error('domicileAddress.city'),
                number: error('domicileAddress.number'),
              }}
              onChange={(domicileAddress) => set({ domicileAddress })}
            />
          ) : null}
          {step === 'contact' ? (
            <div className="k-stack">
              <Input
                label="team.partnership.phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                hint="team.partnership.form.phoneHint"
                value={draft.phone}
                error={error('phone')}
                onChange={(event) => set({ phone: event.target.value })}
              />
              <Input
                label="team.partnership.email"
                name="email"
                type="email"
                autoComplete="email"
                value={draft.email}
                error={error('email')}
                onChange={(event) => set({ email: event.target.value })}
              />
            </div>
          ) : null}
          {step === 'objectives' ? (
            <fieldset
              className="k-stack"
              aria-describedby={errors.serviceObjectives ? 'objectives-error' : undefined}
            >
              <legend>{t('team.partnership.form.objectivesLegend')}</legend>
              {SERVICE_OBJECTIVES.map((objective, index) => (
                <label key={objective} className="pa-choice">
                  <input
                    type="checkbox"
                    name="serviceObjectives"
                    value={objective}
                    aria-invalid={index === 0 && errors.serviceObjectives ? true : undefined}
                    checked={draft.serviceObjectives.includes(objective)}
                    onChange={(event) =>
                      set({
                        serviceObjectives: event.target.checked
                          ? [...draft.serviceObjectives, objective]
                          : draft.serviceObjectives.filter((candidate) => candidate !== objective),
                      })
                    }
                  />
                  {t(`team.partnership.objective.${objective}`)}
                </label>
              ))}
              {errors.serviceObjectives ? (
                <p id="objectives-error" className="k-field__error">
                  {tm(errors.serviceObjectives)}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {step === 'review' ? <Review draft={draft} /> : null}
        </Card>
        <div className="k-cluster pa-actions">
          {stepIndex > 0 ? (
            <Button
              type="button"
              variant="secondary"
              label="dict.back"
              onClick={() => goTo(STEPS[stepIndex - 1]!)}
            />
          ) : (
            <Link to="/partnership-details">{t('dict.cancel')}</Link>
          )}
          <Button
            type="submit"
            variant="primary"
            loading={busy}
            label={step === 'review' ? 'team.partnership.form.submit' : 'dict.next'}
          />
        </div>
      </form>
    </Page>
  );
}

function Review({ draft }: { draft: Draft }): ReactElement {
  const { t } = useTranslation();
  return (
    <dl className="pa-facts" data-testid="update-review">
      <dt>{t('dict.name')}</dt>
      <dd>{draft.name}</dd>
      <dt>{t('team.partnership.domicile')}</dt>
      <dd>
        {addressLines(draft.domicileAddress).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </dd>
      <dt>{t('team.partnership.phone')}</dt>
      <dd>{draft.phone || '—'}</dd>
      <dt>{t('team.partnership.email')}</dt>
      <dd>{draft.email || '—'}</dd>
      <dt>{t('team.partnership.objectives')}</dt>
      <dd>
        {draft.serviceObjectives.map((objective) => t(`team.partnership.objective.${objective}`)).join(', ')}
      </dd>
    </dl>
  );
}

/** The update waiting for the bank (what the menu's pending section links to). */
function PendingUpdate({ pending }: { pending: PendingPartnershipUpdate }): ReactElement {
  const { t } = useTranslation();
  const changes = pending.changes;
  return (
    <Page title="webapp.title.updatePartnershipForm">
      <Alert
        type="info"
        title="team.partnership.pendingTitle"
        message={{
          key: 'team.partnership.pendingBy',
          values: { name: pending.requestedBy.name, date: formatDateTime(pending.requestedAt) },
        }}
      />
      <Card title="team.partnership.form.pendingChanges">
        <div data-testid="pending-update">
          <Review
            draft={{
              name: changes.name,
              domicileAddress: changes.domicileAddress,
              phone: changes.phone ?? '',
              email: changes.email ?? '',
              serviceObjectives: changes.serviceObjectives,
            }}
          />
        </div>
      </Card>
      <p className="pa-muted">{t('team.partnership.pendingNext')}</p>
      <Link to="/partnership-details">{t('team.partnership.backToDetails')}</Link>
    </Page>
  );
}
