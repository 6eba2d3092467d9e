import type { ComponentType } from 'react';
import { AlertTesting } from './AlertTesting';
import { BadgeTesting } from './BadgeTesting';
import { ButtonTesting } from './ButtonTesting';
import { ColorTesting } from './ColorTesting';
import { ComponentTesting } from './ComponentTesting';
import { FileResourceUploaderTesting } from './FileResourceUploaderTesting';
import { InputTesting } from './InputTesting';
import { MaskedInputTesting } from './MaskedInputTesting';
import { YapPageTesting } from './YapPageTesting';

export interface DebugPageEntry {
  /** Path relative to /debug (the host routes `/debug/<path>`), as the spec's route table names them. */
  path: string;
  /** i18n key of the page title (webapp.debug.title.*). */
  titleKey: string;
  Component: ComponentType;
}

/**
 * The spec's debug pages (§2 route table: /debug/input, button, badge, alerts, masked-input, yap-page,
 * color-test, components, file-resource-uploader). The host routes them only in local and sandbox
 * (DESIGN.md); each expects the host's i18n, KernelProvider (bus, amount visibility) and AlertStack around it.
 */
export const debugPages: DebugPageEntry[] = [
  { path: 'input', titleKey: 'webapp.debug.title.input', Component: InputTesting },
  { path: 'button', titleKey: 'webapp.debug.title.button', Component: ButtonTesting },
  { path: 'badge', titleKey: 'webapp.debug.title.badge', Component: BadgeTesting },
  { path: 'alerts', titleKey: 'webapp.debug.title.alerts', Component: AlertTesting },
  { path: 'masked-input', titleKey: 'webapp.debug.title.masked_input', Component: MaskedInputTesting },
  { path: 'yap-page', titleKey: 'webapp.debug.title.page', Component: YapPageTesting },
  { path: 'color-test', titleKey: 'webapp.debug.title.color_test', Component: ColorTesting },
  { path: 'components', titleKey: 'webapp.debug.title.components', Component: ComponentTesting },
  {
    path: 'file-resource-uploader',
    titleKey: 'webapp.debug.title.file_resource_uploader',
    Component: FileResourceUploaderTesting,
  },
];

export {
  AlertTesting,
  BadgeTesting,
  ButtonTesting,
  ColorTesting,
  ComponentTesting,
  FileResourceUploaderTesting,
  InputTesting,
  MaskedInputTesting,
  YapPageTesting,
};
