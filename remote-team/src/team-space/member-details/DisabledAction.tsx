import { useId, type ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';

/**
 * Spec §5 "removing a member or signatory is disabled for deputies (a tooltip explains)": a button that stays in
 * the tab order (aria-disabled, not disabled) and says why, as its description and as a tooltip shown on focus
 * and hover.
 */
export function DisabledAction({
  action,
  label,
  reason,
}: {
  action: string;
  label: string;
  reason: string;
}): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="team-tooltip">
      {/* A kit Button would take aria-disabled for its loading state: a plain button with the kit's classes. */}
      <button
        type="button"
        className="k-button k-button--secondary team-tooltip__trigger"
        aria-disabled="true"
        data-action={action}
        aria-describedby={id}
        onClick={(event) => event.preventDefault()}
      >
        {t(label)}
      </button>
      <span role="tooltip" id={id} className="team-tooltip__text">
        {t(reason)}
      </span>
    </span>
  );
}
