/**
 * What the federation tests need to know about the composed app, read from the app itself: the
 * registry the host serves, the remotes' descriptors, the debug hook window.__KONTOR_FEDERATION__.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Registry } from './stack';
import { restoreLanguage } from './language';

export interface RouteInfo {
  path: string;
  auth: 'none' | 'pin' | 'strong';
  contexts?: ('private' | 'partnership' | 'registered')[];
  debugOnly?: boolean;
  enterRule?: string;
}

export interface DescriptorInfo {
  name: string;
  version: string;
  routes: RouteInfo[];
}

export interface LoadedRemoteInfo {
  name: string;
  version: string;
  status: 'ready' | 'refused' | 'unavailable';
}

/** The host's debug hook (host/src/federation/debug.ts); typed here, not globally, to stay independent of host types. */
interface FederationDebugHook {
  loaded(): LoadedRemoteInfo[];
  shareScope(): Record<string, string[]>;
}
type WithHook = { __KONTOR_FEDERATION__?: FederationDebugHook };

export async function registryOf(page: Page): Promise<Registry> {
  const response = await page.request.get('/registry.json');
  if (!response.ok()) throw new Error(`/registry.json answered HTTP ${response.status()}`);
  return (await response.json()) as Registry;
}

export async function descriptorOf(request: APIRequestContext, url: string): Promise<DescriptorInfo> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered HTTP ${response.status()}`);
  return (await response.json()) as DescriptorInfo;
}

/** "/cards/:id?" → "/cards"; undefined when the path needs a parameter the test cannot know. */
export function pathWithoutOptionalParams(pattern: string): string | undefined {
  const path = pattern.replace(/\/:[A-Za-z]+\?/g, '');
  return path.includes(':') ? undefined : path || '/';
}

/**
 * A screen of the remote that a strongly authenticated user can open in a partnership context
 * without parameters; routes without an entry rule first (they cannot redirect elsewhere).
 */
export function screenFor(descriptor: DescriptorInfo): string {
  const candidates = descriptor.routes.filter(
    (route) =>
      route.auth === 'strong' &&
      !route.debugOnly &&
      (route.contexts === undefined || route.contexts.includes('partnership')) &&
      pathWithoutOptionalParams(route.path) !== undefined,
  );
  const route = candidates.find((candidate) => !candidate.enterRule) ?? candidates[0];
  if (!route) throw new Error(`remote ${descriptor.name} has no screen a partnership user can open`);
  return pathWithoutOptionalParams(route.path) as string;
}

/**
 * Pushes `path` (a query too) onto the host's one history as an in-app link does, without a page load (which would
 * reset the share scope): an entry of its own, with a key and an index in react-router's history state, so the
 * screens see a new visit (a link's navigation), then the `popstate` the router listens to.
 */
export async function pushInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const previous = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 };
    window.history.pushState(state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

/** Client-side navigation through the host's one history (pushInApp); waits for the address. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await pushInApp(page, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** The navbar's context switcher (spec §2): opens the partnership named `name` without a page load. */
export async function switchToPartnership(page: Page, name: string): Promise<void> {
  const current = page.locator('.kontor-navbar__context');
  await current.click();
  await page.locator('.kontor-context-list__choice', { hasText: name }).click();
  await expect(current).toContainText(name);
  // The new context's snapshot brought the profile's language, which a parallel test may have changed.
  await restoreLanguage(page);
}

export function federationDebug(page: Page) {
  return {
    loaded: () =>
      page.evaluate(() => (window as unknown as WithHook).__KONTOR_FEDERATION__?.loaded() ?? null),
    shareScope: () =>
      page.evaluate(() => (window as unknown as WithHook).__KONTOR_FEDERATION__?.shareScope() ?? null),
  };
}

/** A mounted remote screen (single-spa parcel wrapper) and a remote's error notice (host/src/federation). */
export const remoteScreen = (page: Page) => page.locator('.kontor-remote');
export const remoteFailure = (page: Page, remote: string) =>
  page.locator(`.kontor-remote-failure[data-remote="${remote}"]`);
