import type { ReactElement } from 'react';
import { useTranslation } from 'shared-kernel/i18n';
import { Field } from 'react-final-form';
import type { Card, CardAction, MerchantCategory } from 'shared-kernel/domain';
import { Alert, Input } from 'shared-kernel/ui';
import { AmountInput } from 'shared-kernel/widgets';
import { blockableCategories } from './actions';
import { MERCHANT_CATEGORIES } from 'shared-kernel/domain';

/** A field's error once it was touched or the form was sent (react-final-form's meta). */
const shownError = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
  meta.touched || meta.submitFailed ? ((meta.error as string | undefined) ?? null) : null;

function LimitField({
  name,
  label,
}: {
  name: 'monthlySpending' | 'atmMonthly' | 'maxAmount';
  label: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <AmountInput
          label={label}
          currency="CHF"
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={shownError(meta)}
          required={name !== 'maxAmount'}
        />
      )}
    </Field>
  );
}

function CategoryChoices({
  categories,
  legend,
}: {
  categories: readonly MerchantCategory[];
  legend: string;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <Field<MerchantCategory[]>
      name="categories"
      subscription={{ error: true, touched: true, submitFailed: true }}
    >
      {({ meta }) => {
        const error = shownError(meta);
        return (
          <fieldset className="cards-choices" aria-describedby={error ? 'cards-categories-error' : undefined}>
            <legend>{t(legend)}</legend>
            {categories.map((category) => (
              <Field<string> key={category} name="categories" type="checkbox" value={category}>
                {({ input }) => (
                  <label className="cards-choice">
                    <input {...input} type="checkbox" />
                    {t(`webapp.cards.category.${category}`)}
                  </label>
                )}
              </Field>
            ))}
            {error ? (
              <span id="cards-categories-error" className="k-field__error">
                {t(error)}
              </span>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}

/** What the action asks before it is sent: its explanation and, for some, fields. */
export function ActionFields({ action, card }: { action: CardAction; card: Card }): ReactElement {
  const { t } = useTranslation();
  const text = <p>{t(`webapp.cards.confirm.${action}.text`, { digits: card.lastDigits })}</p>;
  switch (action) {
    case 'replaceLostStolen':
      return (
        <div className="k-stack">
          {text}
          <Field<string> name="reason" subscription={{ error: true, touched: true, submitFailed: true }}>
            {({ meta }) => {
              const error = shownError(meta);
              return (
                <fieldset
                  className="cards-choices"
                  aria-describedby={error ? 'cards-reason-error' : undefined}
                >
                  <legend>{t('webapp.cards.replace.reason')}</legend>
                  {(['lost', 'stolen'] as const).map((reason) => (
                    <Field<string> key={reason} name="reason" type="radio" value={reason}>
                      {({ input }) => (
                        <label className="cards-choice">
                          <input {...input} type="radio" />
                          {t(`webapp.cards.replace.${reason}`)}
                        </label>
                      )}
                    </Field>
                  ))}
                  {error ? (
                    <span id="cards-reason-error" className="k-field__error">
                      {t(error)}
                    </span>
                  ) : null}
                </fieldset>
              );
            }}
          </Field>
          <Alert type="warning" message="webapp.cards.replace.blockedAtOnce" />
        </div>
      );
    case 'setLimit':
      return (
        <div className="k-stack">
          {text}
          <LimitField name="monthlySpending" label="webapp.cards.limit.monthlySpending" />
          <LimitField name="atmMonthly" label="webapp.cards.limit.atmMonthly" />
        </div>
      );
    case 'setPin':
      return (
        <div className="k-stack">
          {text}
          {(['pin', 'pinRepeat'] as const).map((name) => (
            <Field<string> key={name} name={name}>
              {({ input, meta }) => (
                <Input
                  {...input}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  label={`webapp.cards.pin.${name}`}
                  hint={name === 'pin' ? 'webapp.cards.pin.hint' : undefined}
                  error={shownError(meta)}
                  required
                  mono
                />
              )}
            </Field>
          ))}
        </div>
      );
    case 'viewPin':
      return (
        <div className="k-stack">
          {text}
          <Field<string> name="password">
            {({ input, meta }) => (
              <Input
                {...input}
                type="password"
                autoComplete="current-password"
                label="webapp.cards.pin.password"
                error={shownError(meta)}
                required
              />
            )}
          </Field>
        </div>
      );
    case 'addMerchantCategoryBlocking':
      return (
        <div className="k-stack">
          {text}
          <CategoryChoices categories={blockableCategories(card)} legend="webapp.cards.blocking.legend" />
        </div>
      );
    case 'createTransactionFilter':
      return (
        <div className="k-stack">
          {text}
          <Field<string> name="label">
            {({ input, meta }) => (
              <Input
                {...input}
                maxLength={40}
                label="webapp.cards.filter.label"
                error={shownError(meta)}
                required
              />
            )}
          </Field>
          <LimitField name="maxAmount" label="webapp.cards.filter.maxAmount" />
          <CategoryChoices categories={MERCHANT_CATEGORIES} legend="webapp.cards.filter.categories" />
        </div>
      );
    default:
      return text;
  }
}
