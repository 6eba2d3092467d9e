/**
 * index.html's early script, inlined into the page by the build (EarlyScriptPlugin, production): on every path
 * but the login it asks, before the entry script has even arrived, for what the first screen needs beside it
 * (issue 17: fewer round trips to the dashboard):
 * - the registry (host/src/boot/registry.ts takes this request's answer) and the gateway's session (the snapshot's
 *   first call, session/authApi.ts takes it), with the api client's headers,
 * - the app's code (router, shell, session, federation runtime: the build writes its files in), preloaded (every
 *   preload in a task of its own, after this script's task: federation/prefetch.ts, boot/turns.ts),
 * - the files and texts the opening route needed the last time on this path, at once, and (from the registry) the
 *   opening route's manifest and, once it is in, the route's files (remoteEntry.js, its scripts and styles):
 *   the same prefetch the entry script would start (federation/prefetch.ts, whose manifests both share), and the
 *   route's own texts (its remote's descriptor snapshot names them; app/startApp.tsx takes the answer) when the
 *   device knows the profile's language,
 * - the reads the app's start made the last time on this device (the session snapshot's, the catalogues), which
 *   the api client and the catalogue loader take (boot/openingCalls.ts).
 * The login page loads none of it. Without the build's inlining (development) the entry script does the same
 * once it runs.
 */
import { gatewayHeaders } from 'shared-kernel/api';
import { prefetchRememberedRoute, preload } from '../federation/prefetch';
import { initialLanguage, rememberedProfileLanguage } from '../session/language';
import { isHostOnlyPath } from './hostOnly';
import { prefetchOpeningTexts, startOpeningCalls } from './openingCalls';
import { handOver, REGISTRY_REQUEST, SESSION_REQUEST } from './earlyRequests';
import { prefetchOpeningRoute, requestRegistry, withAbsoluteUrls } from './registry';

/** The files of the app's chunk group, written here by the build (EarlyScriptPlugin). */
declare const __KONTOR_APP_FILES__: string[];

if (!isHostOnlyPath(window.location.pathname)) {
  // In the order the first screen needs them, which is the order a slow link serves them in: the small answers the
  // shell renders from, the app's own code, then the remote screen's files (every request of the page is high
  // priority, so the browser sends them as asked).
  const registry = requestRegistry(REGISTRY_REQUEST);
  handOver(REGISTRY_REQUEST, registry);
  const language = initialLanguage();
  handOver(
    SESSION_REQUEST,
    fetch(SESSION_REQUEST, {
      headers: { Accept: 'application/json', ...gatewayHeaders(language) },
      credentials: 'same-origin',
    }),
  );
  // The reads the app's start made last time on this device (snapshot, catalogues), in this language.
  startOpeningCalls(language);
  for (const href of __KONTOR_APP_FILES__) preload(href, href.endsWith('.css') ? 'style' : 'script');
  // The route's texts only in a language this device knows is the profile's (a page's first calls speak it).
  const textsLanguage = rememberedProfileLanguage() === language ? language : undefined;
  // The route's files and texts as the last start on this path found them, before the registry has even answered.
  const remembered = prefetchRememberedRoute(window.location.pathname);
  if (remembered && textsLanguage) prefetchOpeningTexts(remembered.texts, textsLanguage);
  registry
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json) => prefetchOpeningRoute(withAbsoluteUrls(json, REGISTRY_REQUEST), textsLanguage))
    .catch(() => undefined);
}
