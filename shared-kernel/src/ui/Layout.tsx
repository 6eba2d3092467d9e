import { useId, type ReactElement, type ReactNode } from 'react';
import { IconButton } from './Button';
import { Icon, type IconName } from './Icon';
import { useMessage, type Message } from './text';

export interface PageProps {
  title: Message;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  /** Shows a back button before the title. */
  onBack?: () => void;
  children?: ReactNode;
}

/** A screen: one h1 title, optional back button and actions, then the content in <main>-less flow. */
export function Page({ title, actions, onBack, children }: PageProps): ReactElement {
  const tm = useMessage();
  return (
    <div className="k-page">
      <div className="k-page__header">
        {onBack ? <IconButton icon="arrow-left" label="dict.back" onClick={onBack} /> : null}
        <h1 className="k-page__title">{tm(title)}</h1>
        {actions ? <div className="k-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

export interface CardProps {
  title?: Message;
  /** Heading level of the title (2 by default) so the outline stays correct in every screen. */
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  children?: ReactNode;
}

export function Card({ title, level = 2, actions, children }: CardProps): ReactElement {
  const tm = useMessage();
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="k-card" aria-labelledby={title ? id : undefined}>
      {title || actions ? (
        <div className="k-cluster">
          {title ? (
            <Heading id={id} className="k-card__title k-spacer">
              {tm(title)}
            </Heading>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Section({ title, level = 2, actions, children }: CardProps): ReactElement {
  const tm = useMessage();
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="k-section" aria-labelledby={title ? id : undefined}>
      {title || actions ? (
        <div className="k-cluster">
          {title ? (
            <Heading id={id} className="k-section__title k-spacer">
              {tm(title)}
            </Heading>
          ) : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export interface EmptyStateProps {
  title: Message;
  description?: Message;
  icon?: IconName;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps): ReactElement {
  const tm = useMessage();
  return (
    <div className="k-empty">
      {icon ? <Icon name={icon} className="k-empty__icon" /> : null}
      <p className="k-empty__title">{tm(title)}</p>
      {description ? <p>{tm(description)}</p> : null}
      {action}
    </div>
  );
}
