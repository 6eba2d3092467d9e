/**
 * Suggestions (/suggestions/:id?, a debug page in local and sandbox): the context's suggestions in their order
 * (highlighted first, then priority), each with its translated title and hint and the picture of the theme
 * shown; `:id` is a suggestion's trigger uid and opens its details, where it can be hidden or shown again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import type { Suggestion } from 'shared-kernel/domain';
import { Badge, Button, Card, EmptyState, Page, Spinner } from 'shared-kernel/ui';
import { useTheme } from '../dashboard/useTheme';
import '../documents/customer-screens.css';
import { commandSuggestion, fetchSuggestions, orderedSuggestions, suggestionImage } from './suggestions';

export type SuggestionsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

function useSuggestionText() {
  const { t, i18n } = useTranslation();
  // Tags of types without a text yet show the type rather than a raw key.
  return useCallback((tag: string, fallback: string) => (i18n.exists(tag) ? t(tag) : fallback), [t, i18n]);
}

function SuggestionDetails({
  api,
  bus,
  agentUid,
  suggestion,
}: Pick<SuggestionsProps, 'api' | 'bus'> & { agentUid: string; suggestion: Suggestion }) {
  const { t } = useTranslation();
  const text = useSuggestionText();
  const theme = useTheme();
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const image = suggestionImage(suggestion, theme);

  const run = async (command: 'enable' | 'disable') => {
    setBusy(true);
    try {
      await commandSuggestion(api, agentUid, suggestion.triggerUid, command);
      setRemoved(command === 'disable');
      bus.alert({
        message: command === 'disable' ? 'app.customer.suggestions.hidden' : 'app.customer.suggestions.shown',
        alertType: 'success',
        autoDismissDelay: 5000,
      });
    } catch (error) {
      // Spec §8: suggestion commands log and continue; the person may try again.
      console.error(`[suggestions] ${command} failed`, error);
      bus.alert({ message: 'app.error.general', alertType: 'error', autoDismissDelay: 5000 });
    } finally {
      setBusy(false);
    }
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
          {removed ? (
            <Button
              label="app.customer.suggestions.enable"
              loading={busy}
              onClick={() => void run('enable')}
            />
          ) : suggestion.isRemovable ? (
            <Button
              variant="secondary"
              icon="trash"
              label="app.customer.suggestions.disable"
              loading={busy}
              onClick={() => void run('disable')}
            />
          ) : (
            <p className="kc-muted">{t('app.customer.suggestions.notRemovable')}</p>
          )}
        </div>
      </div>
    </Card>
  );
}

export function Suggestions({ api, bus, session }: SuggestionsProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const text = useSuggestionText();
  const theme = useTheme();
  const agentUid = session.currentContext?.uid ?? session.user?.uid ?? null;
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    if (!agentUid) return undefined;
    let active = true;
    fetchSuggestions(api, agentUid)
      .then((loaded) => active && setSuggestions(orderedSuggestions(loaded)))
      .catch((error: unknown) => {
        console.error('[suggestions] loading failed', error);
        if (active) setSuggestions([]);
      });
    return () => {
      active = false;
    };
  }, [api, agentUid]);

  const selected = id ? (suggestions?.find((suggestion) => suggestion.triggerUid === id) ?? null) : null;

  return (
    <Page title="webapp.title.suggestions" onBack={id ? () => navigate('/suggestions') : undefined}>
      <div className="k-stack kc-screen">
        {suggestions === null ? (
          <Spinner />
        ) : id ? (
          selected && agentUid ? (
            <SuggestionDetails api={api} bus={bus} agentUid={agentUid} suggestion={selected} />
          ) : (
            <EmptyState title="app.customer.suggestions.notFound" icon="info" />
          )
        ) : suggestions.length === 0 ? (
          <EmptyState title="app.customer.suggestions.empty" icon="info" />
        ) : (
          <ul className="kc-list">
            {suggestions.map((suggestion) => {
              const image = suggestionImage(suggestion, theme);
              return (
                <li key={suggestion.triggerUid} className="kc-list-item">
                  {image ? <img className="kc-suggestion-image" src={image} alt="" /> : null}
                  <div className="k-stack k-spacer" style={{ ['--k-gap' as string]: '4px' }}>
                    <strong>{text(suggestion.titleTag, suggestion.type)}</strong>
                    <span className="kc-muted">{text(suggestion.hintTag, '')}</span>
                  </div>
                  {suggestion.isHighlighted ? (
                    <Badge label="app.customer.suggestions.highlighted" tone="info" />
                  ) : null}
                  <Link to={`/suggestions/${suggestion.triggerUid}`}>
                    {t('app.customer.suggestions.details')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
