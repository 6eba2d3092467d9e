import type { TransportReply, TransportRequest } from 'shared-kernel/api';
import { EVENT_POSITION_HEADER } from 'shared-kernel/bus';
import { recordEventPositions } from './eventPosition';

const request: TransportRequest = {
  method: 'get',
  url: '/api/x',
  params: {},
  headers: {},
  responseType: 'json',
};
const answering =
  (...positions: (string | undefined)[]) =>
  async (): Promise<TransportReply> => {
    const position = positions.shift();
    return {
      status: 200,
      data: {},
      headers: position === undefined ? {} : { [EVENT_POSITION_HEADER]: position },
    };
  };

describe('recordEventPositions', () => {
  it('keeps the oldest position the answers carried, and passes every answer on', async () => {
    const record = recordEventPositions();
    expect(record.oldest()).toBeNull();
    const transport = record.transport(answering('42', undefined, '9', '100', 'not-a-position'));
    await expect(transport(request)).resolves.toMatchObject({ status: 200 });
    expect(record.oldest()).toBe('42');
    await transport(request);
    await transport(request);
    expect(record.oldest()).toBe('9');
    await transport(request);
    await transport(request);
    // Compared as numbers (100 after 9), and a malformed header is no position.
    expect(record.oldest()).toBe('9');
  });
});
