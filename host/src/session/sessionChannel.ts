/** Messages the host's tabs exchange about the session (one BroadcastChannel per origin). */
export type SessionChannelMessage =
  | { type: 'refreshed'; refreshTokenExp: number }
  | { type: 'refreshClaim'; uuid: string; time: number }
  | { type: 'logout' };

export const SESSION_CHANNEL_NAME = 'kontor.session';

export interface SessionChannel {
  post(message: SessionChannelMessage): void;
  subscribe(listener: (message: SessionChannelMessage) => void): () => void;
  close(): void;
}

function isSessionChannelMessage(value: unknown): value is SessionChannelMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'refreshed' || type === 'refreshClaim' || type === 'logout';
}

/** A BroadcastChannel when the browser has one; otherwise a channel that reaches no other tab. */
export function openSessionChannel(name = SESSION_CHANNEL_NAME): SessionChannel {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  return {
    post: (message) => channel?.postMessage(message),
    subscribe(listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        if (isSessionChannelMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel?.close(),
  };
}
