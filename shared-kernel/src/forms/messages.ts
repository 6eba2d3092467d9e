/** Message keys of the form kit (spec §5 "Message keys"); values live in shared-kernel/catalogues. */
export const FORM_MESSAGES = {
  invalidInput: 'webapp.ui.form.invalid_input',
  numberMin: 'webapp.ui.form.number_min',
  numberMax: 'webapp.ui.form.number_max',
  dateMin: 'webapp.ui.form.date_min',
  dateMax: 'webapp.ui.form.date_max',
  numbersOnly: 'webapp.ui.form.numbers_only',
  required: 'webapp.ui.form.required',
  pleaseSelect: 'webapp.ui.form.please_select',
  minLength: 'webapp.ui.form.min_length',
  maxLength: 'webapp.ui.form.max_length',
  /** Spec §8 Form submit: anything other than a 400 shows the generic error. */
  general: 'app.error.general',
} as const;
