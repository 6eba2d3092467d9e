/**
 * The one rxjs every app uses, behind the bus room (shared-kernel/bus is a shared singleton,
 * shared-kernel/build/shared.cjs): the bus's subjects are observed across apps, and the operators the apps
 * apply to them come from the same copy.
 *
 * Why the bus room and not rxjs itself (issue 17): a shared module is loaded whole, and rxjs's entry is
 * 17 KB gzip where the apps use a few. This module names what Kontor uses; the bus room bundles rxjs behind it
 * tree-shaken to these names. Apps import rxjs from 'shared-kernel/bus' only (lint refuses a runtime import of
 * rxjs elsewhere). A name added here is a kernel minor; a name removed, or rxjs's major, a kernel major.
 */
export { BehaviorSubject, debounceTime, filter, map, Subject } from 'rxjs';
export type { Observable } from 'rxjs';
