import type { Transport } from 'shared-kernel/api';
import { EVENT_ID_PATTERN, EVENT_POSITION_HEADER } from 'shared-kernel/bus';

/** The oldest event position the page's answers carried, and the transport that reads it off them. */
export interface EventPositionRecord {
  transport(inner: Transport): Transport;
  /** The position the page's event stream starts after (connectEventStream startAfter); null before any. */
  oldest(): string | null;
}

/**
 * Reads EVENT_POSITION_HEADER off every answer of the app's api client: the stream, opened after the first screens
 * read their data, starts after the oldest, so a change committed after a read reaches its screen (a colleague's
 * or the bank's in the stream's first 1.5 s).
 */
export function recordEventPositions(): EventPositionRecord {
  let oldest: bigint | null = null;
  return {
    transport: (inner) => async (request) => {
      const reply = await inner(request);
      const position = reply.headers[EVENT_POSITION_HEADER];
      if (position && EVENT_ID_PATTERN.test(position)) {
        const value = BigInt(position);
        if (oldest === null || value < oldest) oldest = value;
      }
      return reply;
    },
    oldest: () => (oldest === null ? null : oldest.toString()),
  };
}
