/**
 * The opening calls (issue 17: fewer round trips to the first screen). The GET calls the app made to show its
 * first screen the last time on this device (the session snapshot's reads and the catalogues) are remembered
 * here; at the next page start index.html's early script (boot/early.ts) asks for them beside the entry script
 * in one request (POST /api/v3/reads, which answers each read as its own GET would be), and the api client and
 * the catalogue loader take each answer once instead of asking again. A call is the same when its url, query,
 * language and partnership are: anything else goes out as usual, and an answer that nobody took is dropped when
 * the app's start has ended.
 *
 * Only this device's own reads are replayed, for the context and language it will start in (the early script
 * checks both), never across a logout (the list is removed with the session's other local keys).
 */
import { collectionsUrls, gatewayHeaders, replyOf, withQuery, type Transport } from 'shared-kernel/api';
import {
  CURRENT_CONTEXT_UID_KEY,
  OPENING_CALLS_KEY,
  readLocal,
  readLocalJson,
  writeLocal,
} from '../session/storageKeys';
import { dropEarly, handOver, hasEarly, peekEarly, takeEarly } from './earlyRequests';

/** One remembered read: a same-origin GET under /api, in the partnership it was made in (or none). */
export interface OpeningCall {
  url: string;
  partnership: string | null;
}

interface StoredOpening {
  /** localStorage currentContextUid when the calls were made: a page starting in another context asks anew. */
  context: string | null;
  /** The language the start ended in: the next start's calls go out in it (session/language.ts). */
  language: string;
  calls: OpeningCall[];
}

/** As many as POST /api/v3/reads takes (gateway/src/reads); a longer list is cut (the rest goes out as usual). */
export const MAX_OPENING_CALLS = 24;

const LANGUAGE = /^[a-z]{2}$/;
const UID = /^[A-Za-z0-9-]{1,64}$/;

const isOpeningCall = (call: unknown): call is OpeningCall => {
  const { url, partnership } = (call ?? {}) as Partial<OpeningCall>;
  return (
    typeof url === 'string' &&
    url.startsWith('/api/') &&
    // The session's read has its own early request; the auth calls are never read in a batch.
    !url.startsWith('/api/v3/') &&
    !url.includes('//') &&
    url.length <= 512 &&
    (partnership === null || (typeof partnership === 'string' && UID.test(partnership)))
  );
};

/**
 * The remembered reads for a page starting in `language`, when the stored list is well-formed and was made in
 * that language and in the context the page opens in.
 */
export function rememberedOpeningCalls(language: string): OpeningCall[] {
  const stored = readLocalJson(OPENING_CALLS_KEY) as Partial<StoredOpening> | null;
  if (!stored || !Array.isArray(stored.calls) || stored.language !== language || !LANGUAGE.test(language))
    return [];
  if ((stored.context ?? null) !== readLocal(CURRENT_CONTEXT_UID_KEY)) return [];
  return stored.calls.filter(isOpeningCall).slice(0, MAX_OPENING_CALLS);
}

/** A remembered read's key among the page's early answers (boot/earlyRequests.ts). */
const READ = 'read\n';
const readKey = (url: string, language: string, partnership: string | null) =>
  `${READ}${url}\n${language}\n${partnership ?? ''}`;
const isReadKey = (key: string) => key.startsWith(READ);

/** A read's answer as the Response its own GET would have been. */
function responseOf(answer: { status: number; headers: Record<string, string>; body: string }): Response {
  const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * The early script's part: one POST /api/v3/reads for every remembered read, with the headers the api client
 * would send (gatewayHeaders); each read's answer is handed over under its key until the app makes that read.
 * Nothing when there is nothing remembered.
 */
export function startOpeningCalls(language: string): void {
  const calls = rememberedOpeningCalls(language);
  if (calls.length === 0) return;
  const keys = calls.map((call) => readKey(call.url, language, call.partnership));
  const answers = fetch('/api/v3/reads', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...gatewayHeaders(language) },
    credentials: 'same-origin',
    body: JSON.stringify({
      reads: calls.map((call) => ({
        url: call.url,
        language,
        ...(call.partnership ? { partnership: call.partnership } : {}),
      })),
    }),
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { answers?: Parameters<typeof responseOf>[0][] } | null) => {
      const byKey = new Map<string, Response>();
      body?.answers?.forEach((answer, index) => {
        if (keys[index] !== undefined) byKey.set(keys[index], responseOf(answer));
      });
      return byKey;
    })
    // No answers (network, refused): every call goes out as usual.
    .catch(() => new Map<string, Response>());
  const answerTo = (key: string) => answers.then((byKey) => byKey.get(key) ?? null);
  for (const key of keys) handOver(key, answerTo(key));
}

/**
 * The early script's request for the opening screen's own texts (its remote's snapshot names them: `texts`), in the
 * page's language, with the catalogue loader's headers: the app's text load takes the answer as a read's
 * (app/startApp.tsx). Not remembered as a read: it depends on the route the page opens, which the registry names.
 */
export function prefetchOpeningTexts(texts: readonly string[], language: string): void {
  // No names: nothing to ask for (an empty list would ask for every catalogue).
  if (texts.length === 0) return;
  const headers: Record<string, string> = { Accept: 'application/json', ...gatewayHeaders(language) };
  // The requests the catalogue loader makes for these names (one, unless the list is longer than one takes).
  for (const url of collectionsUrls('/api', texts)) {
    const key = readKey(url, headers['Accept-Language'] ?? '', null);
    // Asked for already (the texts remembered with the route, then the registry's same names): once.
    if (peekEarly(key)) continue;
    handOver(key, fetch(url, { credentials: 'include', headers }));
  }
}

/** The early script's answer to this read, once, or null when it carried none. */
const takeOpening = (url: string, headers: Record<string, string>) =>
  takeEarly(readKey(url, headers['Accept-Language'] ?? '', headers['x-partnership-uid'] ?? null));

/**
 * The app side: a transport and a catalogue fetch that take the early script's answers, and that record the
 * reads made while the app starts, to be remembered for the next page start.
 */
export interface Opening {
  transport(inner: Transport): Transport;
  fetch: typeof fetch;
  /**
   * The app's start has ended: unused early answers are dropped, and the recorded reads are remembered, with the
   * language the start ended in, when it showed a signed-in user's first screen (else the list stays as it was).
   */
  finish(remember: boolean, language: string): void;
}

/**
 * Records the page's GET reads from its start (the login page's catalogues too) until finish, those `remember`
 * keeps (every one by default).
 */
export function createOpening(remember: (url: string) => boolean = () => true): Opening {
  let recording: OpeningCall[] | null = [];
  const note = (url: string, headers: Record<string, string>) => {
    const call: OpeningCall = { url, partnership: headers['x-partnership-uid'] ?? null };
    if (!recording || !isOpeningCall(call) || !remember(url)) return;
    if (!recording.some((seen) => seen.url === call.url && seen.partnership === call.partnership))
      recording.push(call);
  };
  /** The early answer to a GET, or null (then the caller asks as usual); the GET is recorded either way. */
  const early = async (url: string, headers: Record<string, string>): Promise<Response | null> => {
    note(url, headers);
    return (await takeOpening(url, headers)) ?? null;
  };
  /** Until the start has ended: afterwards every call goes straight to the network (no url built twice). */
  const starting = () => recording !== null || hasEarly(isReadKey);
  return {
    transport: (inner) => async (request) => {
      if (
        !starting() ||
        request.method !== 'get' ||
        request.responseType !== 'json' ||
        request.signal ||
        request.onUploadProgress
      )
        return inner(request);
      const answer = await early(withQuery(request.url, request.params), request.headers);
      return answer ? replyOf(answer, 'json') : inner(request);
    },
    fetch: async (input, init) => {
      if (!starting() || typeof input !== 'string' || (init?.method ?? 'GET').toUpperCase() !== 'GET')
        return fetch(input, init);
      const answer = await early(input, (init?.headers ?? {}) as Record<string, string>);
      return answer ?? fetch(input, init);
    },
    finish: (remember, language) => {
      dropEarly(isReadKey);
      if (remember && recording && recording.length > 0) {
        const stored: StoredOpening = {
          context: readLocal(CURRENT_CONTEXT_UID_KEY),
          language,
          calls: recording.slice(0, MAX_OPENING_CALLS),
        };
        writeLocal(OPENING_CALLS_KEY, JSON.stringify(stored));
      }
      recording = null;
    },
  };
}
