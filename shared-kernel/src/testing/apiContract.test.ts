import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiClient } from '../api/types';
import { apiCallers, apiFactory, describeApiContract } from './apiContract';
import type { OpenApiDocument } from './contractClient';

const UID = '11111111-1111-4111-8111-111111111111';
const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { version: '9.9.9' },
  paths: {
    '/api/v2/notes/{uid}': {
      get: {
        parameters: [{ name: 'uid', in: 'path', required: true, schema: { type: 'string', minLength: 36 } }],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
              },
            },
          },
        },
      },
      patch: {
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object', properties: { text: { type: 'string' } } } },
          },
        },
      },
    },
  },
};

/** An api module as a remote writes one: calls, a factory of calls and a pure helper. */
const notesApi = {
  fetchNote: async (api: ApiClient, uid: string) =>
    (await api.get<{ text: string }>(`/v2/notes/${uid}`)).data,
  saveNote: async (api: ApiClient, uid: string, text: string) => {
    await api.patch(`/v2/notes/${uid}`, { text });
  },
  createNotes: (api: ApiClient) => ({ read: (uid: string) => notesApi.fetchNote(api, uid) }),
  shortText: (text: string) => text.slice(0, 10),
};

// The test a remote writes, run here on a small document: every generated test passes.
describeApiContract('notes', {
  document,
  modules: { 'notes/api': notesApi },
  cases: {
    'notes/api': {
      fetchNote: { operations: ['GET /api/v2/notes/{uid}'], call: (api) => notesApi.fetchNote(api, UID) },
      saveNote: [
        { operations: ['PATCH /api/v2/notes/{uid}'], call: (api) => notesApi.saveNote(api, UID, 'rent') },
        { operations: ['PATCH /api/v2/notes/{uid}'], call: (api) => notesApi.saveNote(api, UID, '') },
      ],
      createNotes: apiFactory(notesApi.createNotes, {
        read: { operations: ['GET /api/v2/notes/{uid}'], call: (notes) => notes.read(UID) },
      }),
      shortText: { noCall: 'cuts a note for a list' },
    },
  },
});

describe('apiCallers', () => {
  it('finds the source files that call the api client, tests left out', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-callers-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), text);
    };
    write('notes/api.ts', 'export const f = (api) => api.get<Note>(`/v2/notes`);');
    write('notes/Screen.tsx', 'const n = await this.deps.api\n  .patch("/v2/notes", {});');
    write('notes/api.test.ts', 'api.get("/v2/notes")');
    write('notes/format.ts', 'search.get("q"); apiary.get("x");');
    expect(apiCallers(folder)).toEqual(['notes/Screen', 'notes/api']);
    fs.rmSync(folder, { recursive: true });
  });
});
