import { classifyLoadError, RemoteHttpError } from './failure';

const chunkError = Object.assign(
  new Error('Loading chunk 215 failed.\n(error: http://localhost:3001/215.js)'),
  {
    name: 'ChunkLoadError',
  },
);

describe('classifyLoadError', () => {
  it.each([
    ['an HTTP status from the manifest fetch', new RemoteHttpError(503, 'http://x/mf-manifest.json'), 'http'],
    [
      'the runtime wrapping that status',
      new Error(`[ RUNTIME-003 ] Failed to get manifest. Original: ${new RemoteHttpError(404, 'u').message}`),
      'http',
    ],
    ['a fetch that never reached the server', new TypeError('Failed to fetch'), 'network'],
    [
      'remoteEntry.js that did not load',
      new Error('[ RUNTIME-008 ] ScriptNetworkError: Failed to load script'),
      'network',
    ],
    ['a lazy chunk of the screen that did not load', chunkError, 'chunk'],
    [
      'remoteEntry.js that threw while running',
      new Error('ScriptExecutionError: Script threw'),
      'evaluation',
    ],
    [
      'a remote that lacks the requested screen',
      new Error('[ RUNTIME-014 ] does not expose'),
      'incompatible',
    ],
    [
      'a screen that throws',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'evaluation',
    ],
  ])('classifies %s', (_case, error, kind) => {
    const failure = classifyLoadError(error, 'accounts');
    expect(failure.kind).toBe(kind);
    expect(failure.values['remote']).toBe('accounts');
    expect(failure.detail).toContain(error.message.slice(0, 20));
  });

  it('keeps the status for the message', () => {
    expect(classifyLoadError(new RemoteHttpError(502, 'u'), 'cards')).toMatchObject({
      messageKey: 'webapp.federation.error.http',
      values: { remote: 'cards', status: 502 },
    });
  });
});
