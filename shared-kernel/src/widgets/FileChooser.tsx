import type { ReactElement, ReactNode, Ref } from 'react';
import { type Message, useMessage } from 'shared-kernel/ui';

export interface FileChooserProps {
  id: string;
  /** The visible button's text, in the app's language. */
  buttonLabel: Message;
  /** The id of the element that names the input (the field's label); without it the button's text names it. */
  labelledBy?: string;
  describedBy?: string;
  accept?: string;
  multiple?: boolean;
  /** On a phone: open the camera for a photo instead of the files. */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The chosen files; the input is emptied after each choice, so choosing the same file again reports it again. */
  onFiles: (files: File[]) => void;
  /** Shown beside the button (the chosen file's name, say). */
  children?: ReactNode;
}

/**
 * A file input whose button speaks the app's language: the browser's own button says "Choose File" in the
 * browser's language. The input itself, visually hidden, keeps the focus, the keyboard and the accessible name
 * (the field's label); the visible button is its label element, so a click opens the browser's file dialog.
 */
export function FileChooser({
  id,
  buttonLabel,
  labelledBy,
  describedBy,
  accept,
  multiple = false,
  capture,
  disabled = false,
  inputRef,
  onFiles,
  children,
}: FileChooserProps): ReactElement {
  const tm = useMessage();
  return (
    <div className="k-file-chooser">
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="k-visually-hidden k-file-chooser__input"
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : tm(buttonLabel)}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className="k-button k-button--secondary k-file-chooser__button" aria-hidden="true">
        {tm(buttonLabel)}
      </label>
      {children}
    </div>
  );
}
