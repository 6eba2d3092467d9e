/**
 * Settings (/settings/:id?): security (active sessions, sign out of the others), language, theme, newsletter and
 * advertisement preferences, each saved to the profile at once (PATCH /v2/profile). `:id` names the section to
 * open at (security, language, theme, communication).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { useParams } from 'shared-kernel/router';
import { PROFILE_CHANGED, type ProfileChangedPayload } from 'shared-kernel/bus';
import type { RemoteScreenProps } from 'shared-kernel/contract';
import {
  formatDateTime,
  type ActiveSession,
  type Language,
  type Profile,
  type ProfileChange,
} from 'shared-kernel/domain';
import {
  applyTheme,
  Badge,
  Button,
  Card,
  Modal,
  Page,
  Select,
  Spinner,
  useAppliedTheme,
  type Theme,
} from 'shared-kernel/ui';
import '../documents/customer-screens.css';
import { fetchActiveSessions, fetchProfile, saveProfile, signOutOtherSessions } from './api';

export type SettingsProps = Pick<RemoteScreenProps, 'api' | 'bus' | 'session'>;

export const SETTINGS_SECTIONS = ['security', 'language', 'theme', 'communication'] as const;
const LANGUAGES: Language[] = ['de', 'fr', 'it', 'en'];
const THEMES: Theme[] = ['light', 'dark'];

function SessionItem({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  return (
    <li className="kc-list-item">
      <div className="k-stack k-spacer" style={{ ['--k-gap' as string]: '2px' }}>
        <span>{t('app.settings.security.signedInAt', { date: formatDateTime(session.signedInAt) })}</span>
        <span className="kc-muted">
          {t('app.settings.security.lastActiveAt', { date: formatDateTime(session.lastActiveAt) })}
        </span>
      </div>
      {session.current ? <Badge label="app.settings.security.current" tone="success" /> : null}
    </li>
  );
}

function SecuritySection({ api, bus }: Pick<SettingsProps, 'api' | 'bus'>) {
  const { t } = useTranslation();
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const reload = useCallback(async () => {
    try {
      setSessions(await fetchActiveSessions(api));
    } catch (error) {
      console.error('[settings] loading active sessions failed', error);
      setSessions((current) => current ?? []);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const others = (sessions ?? []).filter((session) => !session.current).length;
  const signOut = async () => {
    setSigningOut(true);
    try {
      const count = await signOutOtherSessions(api);
      bus.alert({
        message: 'app.settings.security.signedOut',
        values: { count },
        alertType: 'success',
        autoDismissDelay: 5000,
      });
      setConfirming(false);
      await reload();
    } catch (error) {
      console.error('[settings] signing out the other sessions failed', error);
      bus.alert({ message: 'app.error.general', alertType: 'error', autoDismissDelay: 5000 });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Card title="app.settings.security.title">
      <div className="k-stack">
        <p className="kc-muted">{t('app.settings.security.intro')}</p>
        <div className="k-cluster">
          <Button
            variant="danger"
            icon="logout"
            label="app.settings.security.signOutOthers"
            disabled={others === 0}
            onClick={() => setConfirming(true)}
          />
        </div>
        {/* After the button: however many sessions load, nothing below the list moves (CLS). */}
        {sessions === null ? (
          <Spinner />
        ) : (
          <ul className="kc-list" aria-label={t('app.settings.security.sessions')}>
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="app.settings.security.confirmTitle"
        size="sm"
        footer={
          <>
            <Button variant="secondary" label="dict.cancel" onClick={() => setConfirming(false)} />
            <Button
              variant="danger"
              label="app.settings.security.signOutOthers"
              loading={signingOut}
              onClick={() => void signOut()}
            />
          </>
        }
      >
        <p>{t('app.settings.security.confirmText', { count: others })}</p>
      </Modal>
    </Card>
  );
}

/** The profile's preferences; each change is saved at once and confirmed politely. */
function PreferenceSections({ api, bus, session }: SettingsProps) {
  const { t, i18n } = useTranslation();
  // The theme on screen, as the kernel decided it (this device's choice, the profile's, the system's).
  const appliedTheme = useAppliedTheme();
  const [profile, setProfile] = useState<Profile | null>(session.profile);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    fetchProfile(api)
      .then((loaded) => active && setProfile(loaded))
      .catch((error: unknown) => console.error('[settings] loading the profile failed', error));
    return () => {
      active = false;
    };
  }, [api]);

  const save = async (section: string, change: ProfileChange, apply?: () => unknown) => {
    setSaving(section);
    try {
      const saved = await saveProfile(api, change);
      setProfile(saved);
      await apply?.();
      // The host's snapshot (navbar language and theme switchers, Accept-Language) follows the saved profile.
      const payload: ProfileChangedPayload = { profile: saved };
      bus.dispatch({ type: PROFILE_CHANGED, payload });
      bus.alert({ message: 'app.settings.saved', alertType: 'success', autoDismissDelay: 5000 });
    } catch (error) {
      console.error('[settings] saving the profile failed', error);
      bus.alert({ message: 'app.error.general', alertType: 'error', autoDismissDelay: 5000 });
    } finally {
      setSaving(null);
    }
  };

  if (!profile) return <Spinner />;
  const communication = profile.communication;
  return (
    <>
      <div id="settings-language">
        <Card title="app.settings.language.title">
          <Select
            label="app.settings.language.label"
            hint="app.settings.language.hint"
            placeholder={null}
            value={communication.languageCode}
            disabled={saving === 'language'}
            onChange={(event) => {
              const languageCode = event.target.value as Language;
              // The shared i18next instance switches the whole app (host and remotes) and the Accept-Language.
              void save('language', { communication: { languageCode } }, () =>
                i18n.changeLanguage(languageCode),
              );
            }}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: `app.settings.language.option.${language}`,
            }))}
          />
        </Card>
      </div>
      <div id="settings-theme">
        <Card title="app.settings.theme.title">
          <fieldset className="k-stack kc-fieldset" disabled={saving === 'theme'}>
            <legend className="k-visually-hidden">{t('app.settings.theme.title')}</legend>
            {THEMES.map((theme) => (
              <label key={theme} className="kc-choice">
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={appliedTheme === theme}
                  onChange={() => void save('theme', { theme }, () => applyTheme(theme))}
                />
                {t(`app.settings.theme.${theme}`)}
              </label>
            ))}
          </fieldset>
        </Card>
      </div>
      <div id="settings-communication">
        <Card title="app.settings.communication.title">
          <fieldset className="k-stack kc-fieldset" disabled={saving === 'communication'}>
            <legend className="k-visually-hidden">{t('app.settings.communication.title')}</legend>
            <label className="kc-choice">
              <input
                type="checkbox"
                checked={!communication.noNewsletters}
                onChange={(event) =>
                  void save('communication', { communication: { noNewsletters: !event.target.checked } })
                }
              />
              {t('app.settings.communication.newsletters')}
            </label>
            <label className="kc-choice">
              <input
                type="checkbox"
                checked={!communication.noAdvertisements}
                onChange={(event) =>
                  void save('communication', { communication: { noAdvertisements: !event.target.checked } })
                }
              />
              {t('app.settings.communication.advertisements')}
            </label>
          </fieldset>
        </Card>
      </div>
    </>
  );
}

export function Settings(props: SettingsProps) {
  const { id } = useParams();
  useEffect(() => {
    if (id && (SETTINGS_SECTIONS as readonly string[]).includes(id))
      document.getElementById(`settings-${id}`)?.scrollIntoView?.({ block: 'start' });
  }, [id]);
  return (
    <Page title="webapp.title.settings">
      <div className="k-stack kc-screen">
        <div className="k-stack kc-screen">
          <PreferenceSections {...props} />
        </div>
        {/* The sessions' list has the one height known only once loaded: below the preferences, it moves none. */}
        <div id="settings-security">
          <SecuritySection api={props.api} bus={props.bus} />
        </div>
      </div>
    </Page>
  );
}
