/**
 * Kontor UI kit. Importing `shared-kernel/ui` loads the theme (kontor.css, custom properties for light and
 * dark); the host calls `applyTheme(preferredTheme())` at start and on the navbar toggle.
 *
 * Text convention: every visible-text prop (label, title, hint, error, message, ...) takes a `Message`,
 * i.e. an i18n KEY (or `{ key, values }` for interpolation), never translated text. Components translate
 * with react-i18next's `useTranslation`, so the text follows a language switch without re-rendering callers.
 * Data shown as-is (file names, server details, amounts) is passed as plain data, not as a Message;
 * server texts already in the user's language are passed as `{ text }`.
 *
 * Context: `KernelProvider` gives the kit the bus (AlertStack, uploader alerts), amount visibility and the
 * formatting locale. React context does not cross single-spa roots, so the host wraps its shell AND each
 * remote wraps its root: `<KernelProvider amountVisible={session.amountVisible} bus={bus}
 * locale={session.profile?.communication.locale}>` from its RemoteScreenProps. The host renders one
 * `<AlertStack />` (toasts) and one `<AlertStack banner />` (banner area).
 */
import './kontor.css';

export {
  applyTheme,
  appliedTheme,
  effectiveTheme,
  preferredTheme,
  resolveTheme,
  storedTheme,
  systemTheme,
  useAppliedTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme';
export { useMessage, type Message } from './text';
export {
  KernelProvider,
  useAmountVisible,
  useFormatLocale,
  useKernelBus,
  type KernelProviderProps,
} from './KernelProvider';
export { Icon, iconNames, type IconName, type IconProps } from './Icon';
export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Alert, AlertStack, type AlertProps, type AlertStackProps } from './Alert';
export {
  Page,
  Card,
  Section,
  EmptyState,
  type PageProps,
  type CardProps,
  type EmptyStateProps,
} from './Layout';
export { TitledScreen, type TitledScreenProps } from './TitledScreen';
export { Field, type FieldChrome, type FieldRenderProps } from './Field';
export { Input, type InputProps } from './Input';
export { Select, type SelectOption, type SelectProps } from './Select';
export { SearchField, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type SearchFieldProps } from './SearchField';
export { Modal, type ModalProps, type ModalSize } from './Modal';
export { AmountDisplay, HIDDEN_AMOUNT, type AmountDisplayProps } from './AmountDisplay';
export { Table, type TableColumn, type TableProps } from './Table';
