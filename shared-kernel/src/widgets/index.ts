/**
 * Kontor's input widgets: the date picker with the banking-day rules, the file uploader, the masked, amount,
 * address, account, currency, one-time-code and mention inputs, and their helpers. Stateless, so not a shared
 * module (issue 34 item 2): each app bundles the widgets it uses, tree-shaken, and a screen without a form loads
 * none of them, where the shared `shared-kernel/ui` room loads whole on every start. They take the kit's pieces
 * whose state must be one (KernelProvider's context, Field, Button, the texts) from `shared-kernel/ui` by its
 * package name, never by a path into it (lint), so every app's copy renders inside the one kit.
 * Text convention as in `shared-kernel/ui`: visible-text props are `Message`s (i18n keys).
 */
export { FileChooser, type FileChooserProps } from './FileChooser';
export { OneTimeCodeInput, type OneTimeCodeInputProps } from './OneTimeCodeInput';
export {
  MaskedInput,
  unmask,
  caretAfterSignificant,
  type MaskedInputProps,
  type MaskKind,
} from './MaskedInput';
export { DatePicker, type DatePickerProps } from './DatePicker';
export {
  DISPLAY_DATE_FORMAT,
  formatDisplayDate,
  isSelectableDay,
  nextSelectableDay,
  parseDisplayDate,
  todayInZurich,
  unavailableReason,
  type DatePickerRules,
  type DayUnavailableReason,
} from './bankingDays';
export {
  FileUploader,
  type FileUploaderProps,
  type UploadResult,
  type UploaderFile,
  type UploadStatus,
} from './FileUploader';
export {
  DEFAULT_ACCEPT,
  acceptList,
  acceptedTypeNames,
  base64Length,
  matchesAccept,
  readAsBase64,
} from './fileRules';
export { AmountInput, type AmountInputProps } from './AmountInput';
export { CashAccountSelect, type CashAccountSelectProps } from './CashAccountSelect';
export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker';
export { AddressInput, type AddressInputProps } from './AddressInput';
export {
  expandPostalCode,
  isExpandablePostalCode,
  reportAddressRefusal,
  verifyPostalAddress,
  type AddressCheck,
  type PostalCodeExpansion,
} from './postalChecks';
export { MentionTextArea, type MentionTextAreaProps } from './MentionTextArea';
export {
  activeMention,
  applyMention,
  mentionSuggestions,
  mentionsInText,
  tagsInText,
  MAX_MENTION_SUGGESTIONS,
  type ActiveMention,
  type MentionPool,
} from './mentions';
