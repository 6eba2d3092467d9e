// What one page load costs on the wire, read from the DevTools protocol (bench:bundle): every request with
// its start and end, the bytes actually transferred (encodedDataLength: compressed body and headers), and
// for scripts and stylesheets the body compressed here with gzip -9 and brotli 11 (what the build
// precompresses), so sizes do not depend on whether the server compressed.
import zlib from 'node:zlib';

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const brotliSize = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;

/** A script or a stylesheet, by what the browser did with it or what the server said it is. */
function kindOf(type, mimeType) {
  if (type === 'Script' || /javascript/.test(mimeType ?? '')) return 'js';
  if (type === 'Stylesheet' || /text\/css/.test(mimeType ?? '')) return 'css';
  return 'other';
}

/**
 * Starts recording the network of `page` (a Playwright page) with the cache disabled (a cold load).
 * `stop()` resolves to the requests with their bodies measured.
 */
export async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  // Monotonic protocol timestamps → wall-clock milliseconds, comparable with Date.now() in the page.
  let clockOffset = null;
  const wall = (timestamp) => timestamp * 1000 + clockOffset;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    if (clockOffset === null) clockOffset = event.wallTime * 1000 - event.timestamp * 1000;
    // A redirect keeps the request id: the final request replaces the first.
    requests.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      method: event.request.method,
      type: event.type,
      start: wall(event.timestamp),
      end: null,
      status: null,
      mimeType: null,
      encoding: null,
      transferred: 0,
      failed: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.mimeType = event.response.mimeType;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    request.encoding = headers['content-encoding'] ?? null;
    request.type = event.type ?? request.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = wall(event.timestamp);
    request.transferred = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = wall(event.timestamp);
    request.failed = true;
  });

  return {
    async stop() {
      const all = [...requests.values()];
      for (const request of all) {
        request.kind = kindOf(request.type, request.mimeType);
        if (request.kind === 'other' || request.failed || request.end === null) continue;
        try {
          const { body, base64Encoded } = await cdp.send('Network.getResponseBody', {
            requestId: request.id,
          });
          const buffer = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          request.bytes = buffer.length;
          request.gzip = gzipSize(buffer);
          request.brotli = brotliSize(buffer);
        } catch {
          request.bytes = request.gzip = request.brotli = 0;
        }
      }
      await cdp.detach().catch(() => {});
      return all;
    },
  };
}

/**
 * The longest chain of requests each of which could only start after the previous one ended (a request
 * started before another ended does not wait for it): the round trips a user waits for, one after another.
 * An open event stream has no end and is never a link before another.
 */
export function longestSerialChain(requests) {
  return serialChain(requests).length;
}

/** The requests of the longest serial chain, first to last (see longestSerialChain). */
export function serialChain(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const previous = new Map();
  let last = null;
  for (const request of sorted) {
    let before = 0;
    for (const earlier of sorted) {
      if (earlier === request || earlier.end === null || earlier.end > request.start) continue;
      if ((depth.get(earlier) ?? 0) > before) {
        before = depth.get(earlier);
        previous.set(request, earlier);
      }
    }
    depth.set(request, before + 1);
    if (!last || before + 1 > depth.get(last)) last = request;
  }
  const chain = [];
  for (let request = last; request; request = previous.get(request)) chain.unshift(request);
  return chain;
}

/** Totals of a load: JS and CSS bytes (raw, gzip, brotli, transferred), requests and the serial chain. */
export function summarize(requests, { until = Infinity } = {}) {
  const within = requests.filter((request) => request.start <= until);
  const sum = (list, field) => list.reduce((total, request) => total + (request[field] ?? 0), 0);
  const of = (kind) => within.filter((request) => request.kind === kind);
  const js = of('js');
  const css = of('css');
  const first = Math.min(...within.map((request) => request.start));
  const line = (request) => ({
    request: `${request.method} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
    startMs: Math.round(request.start - first),
    endMs: request.end === null ? null : Math.round(request.end - first),
  });
  return {
    requests: within.length,
    chain: longestSerialChain(within),
    // What the figures are made of, to see where the round trips go (kept in the --json file).
    serialChain: serialChain(within).map(line),
    timeline: [...within].sort((a, b) => a.start - b.start).map(line),
    js: {
      files: js.length,
      bytes: sum(js, 'bytes'),
      gzip: sum(js, 'gzip'),
      brotli: sum(js, 'brotli'),
      transferred: sum(js, 'transferred'),
    },
    css: {
      files: css.length,
      bytes: sum(css, 'bytes'),
      gzip: sum(css, 'gzip'),
      brotli: sum(css, 'brotli'),
      transferred: sum(css, 'transferred'),
    },
    transferred: sum(within, 'transferred'),
    largestJs: [...js]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((request) => ({ path: new URL(request.url).pathname, gzip: request.gzip })),
  };
}
