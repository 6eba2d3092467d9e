/**
 * Suggestions (/suggestions/:id?, a debug page in local and sandbox): the context's suggestions in their order
 * (highlighted first, then priority), each with its translated title and hint and the picture of the theme
 * shown, then the ones the person hid, each with a way to show it again; `:id` is a suggestion's trigger uid
 * and opens its details, where it can be hidden or shown again.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Link, useNavigate, useParams } from 'shared-kernel/router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import type { Suggestion, SuggestionCommand } from 'shared-kernel/domain';
import { Badge, Button, Card, EmptyState, Page, Spinner } from 'shared-kernel/ui';
import { useTheme } from '../dashboard/useTheme';
import '../documents/customer-screens.css';
import {
  commandSuggestion,
  fetchSuggestions,
  hiddenSuggestions,
  shownSuggestions,
  suggestionImage,
} from './suggestions';

export type SuggestionsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;
type Command = SuggestionCommand;
/** Hides (disable) or shows again (enable) a suggestion; resolves once the gateway took it. */
type RunCommand = (suggestion: Suggestion, command: Command) => Promise<void>;

function useSuggestionText() {
  const { t, i18n } = useTranslation();
  // Tags of types without a text yet show the type rather than a raw key.
  return useCallback((tag: string, fallback: string) => (i18n.exists(tag) ? t(tag) : fallback), [t, i18n]);
}

function SuggestionDetails({ suggestion, run }: { suggestion: Suggestion; run: RunCommand }) {
  const { t } = useTranslation();
  const text = useSuggestionText();
  const theme = useTheme();
  const [busy, setBusy] = useState(false);
  const image = suggestionImage(suggestion, theme);
  const runBusy = async (command: Command) => {
    setBusy(true);
    await run(suggestion, command);
    setBusy(false);
  };

  return (
    <Card
      title={{ text: text(suggestion.titleTag, suggestion.type) }}
      actions={
        suggestion.isHighlighted ? <Badge label="app.customer.suggestions.highlighted" tone="info" /> : null
      }
    >
      <div className="k-stack">
        {image ? <img className="kc-suggestion-image kc-suggestion-image--large" src={image} alt="" /> : null}
        <p>{text(suggestion.hintTag, '')}</p>
        <dl className="kc-facts">
          <dt>{t('app.customer.suggestions.type')}</dt>
          <dd>{suggestion.type}</dd>
          <dt>{t('app.customer.suggestions.priority')}</dt>
          <dd>{suggestion.priority}</dd>
        </dl>
        <div className="k-cluster">
          {suggestion.isRemoved ? (
            <Button
              label="app.customer.suggestions.enable"
              loading={busy}
              onClick={() => void runBusy('enable')}
            />
          ) : suggestion.isRemovable ? (
            <Button
              variant="secondary"
              icon="trash"
              label="app.customer.suggestions.disable"
              loading={busy}
              onClick={() => void runBusy('disable')}
            />
          ) : (
            <p className="kc-muted">{t('app.customer.suggestions.notRemovable')}</p>
          )}
        </div>
      </div>
    </Card>
  );
}

function SuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const text = useSuggestionText();
  const theme = useTheme();
  const image = suggestionImage(suggestion, theme);
  return (
    <li className="kc-list-item">
      {image ? <img className="kc-suggestion-image" src={image} alt="" /> : null}
      <div className="k-stack k-spacer" style={{ ['--k-gap' as string]: '4px' }}>
        <strong>{text(suggestion.titleTag, suggestion.type)}</strong>
        <span className="kc-muted">{text(suggestion.hintTag, '')}</span>
      </div>
      {suggestion.isHighlighted ? <Badge label="app.customer.suggestions.highlighted" tone="info" /> : null}
      <Link to={`/suggestions/${suggestion.triggerUid}`}>{t('app.customer.suggestions.details')}</Link>
    </li>
  );
}

/** The suggestions the person hid: without this list a removed suggestion could never come back. */
function HiddenSuggestions({ suggestions, run }: { suggestions: Suggestion[]; run: RunCommand }) {
  const { t } = useTranslation();
  const text = useSuggestionText();
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <section className="k-stack" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="k-section__title">
          {t('app.customer.suggestions.hiddenTitle')}
        </h2>
        <p className="kc-muted">{t('app.customer.suggestions.hiddenHint')}</p>
      </div>
      <ul className="kc-list">
        {suggestions.map((suggestion) => {
          const title = text(suggestion.titleTag, suggestion.type);
          return (
            <li key={suggestion.triggerUid} className="kc-list-item">
              <strong className="k-spacer">{title}</strong>
              <Button
                variant="secondary"
                icon="eye"
                loading={busy === suggestion.triggerUid}
                label="app.customer.suggestions.enable"
                // The visible text first, then which one: every row's button has its own name.
                aria-label={`${t('app.customer.suggestions.enable')}: ${title}`}
                onClick={() => {
                  setBusy(suggestion.triggerUid);
                  void run(suggestion, 'enable').finally(() => setBusy(null));
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Suggestions({ api, bus, session }: SuggestionsProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const agentUid = session.currentContext?.uid ?? session.user?.uid ?? null;
  // Every suggestion as the gateway lists it, removed ones included (isRemoved).
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    if (!agentUid) return undefined;
    let active = true;
    fetchSuggestions(api, agentUid)
      .then((loaded) => active && setSuggestions(loaded))
      .catch((error: unknown) => {
        console.error('[suggestions] loading failed', error);
        if (active) setSuggestions([]);
      });
    return () => {
      active = false;
    };
  }, [api, agentUid]);

  const run: RunCommand = useCallback(
    async (suggestion, command) => {
      if (!agentUid) return;
      try {
        await commandSuggestion(api, agentUid, suggestion.triggerUid, command);
        setSuggestions(
          (current) =>
            current?.map((candidate) =>
              candidate.triggerUid === suggestion.triggerUid
                ? { ...candidate, isRemoved: command === 'disable' }
                : candidate,
            ) ?? null,
        );
        bus.alert({
          message:
            command === 'disable' ? 'app.customer.suggestions.hidden' : 'app.customer.suggestions.shown',
          alertType: 'success',
          autoDismissDelay: 5000,
        });
      } catch (error) {
        // Spec §8: suggestion commands log and continue; the person may try again.
        console.error(`[suggestions] ${command} failed`, error);
        bus.alert({ message: 'app.error.general', alertType: 'error', autoDismissDelay: 5000 });
      }
    },
    [api, bus, agentUid],
  );

  const selected = id ? (suggestions?.find((suggestion) => suggestion.triggerUid === id) ?? null) : null;
  const shown = shownSuggestions(suggestions ?? []);
  const hidden = hiddenSuggestions(suggestions ?? []);

  return (
    <Page title="webapp.title.suggestions" onBack={id ? () => navigate('/suggestions') : undefined}>
      <div className="k-stack kc-screen">
        {suggestions === null ? (
          <Spinner />
        ) : id ? (
          selected ? (
            <SuggestionDetails suggestion={selected} run={run} />
          ) : (
            <EmptyState title="app.customer.suggestions.notFound" icon="info" />
          )
        ) : (
          <>
            {shown.length === 0 ? (
              <EmptyState title="app.customer.suggestions.empty" icon="info" />
            ) : (
              <ul className="kc-list">
                {shown.map((suggestion) => (
                  <SuggestionItem key={suggestion.triggerUid} suggestion={suggestion} />
                ))}
              </ul>
            )}
            {hidden.length > 0 ? <HiddenSuggestions suggestions={hidden} run={run} /> : null}
          </>
        )}
      </div>
    </Page>
  );
}
