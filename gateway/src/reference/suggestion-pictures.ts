/**
 * Pictures of suggestions by theme (spec §3 Suggestion lightModeImageURI / darkModeImageURI, §7 "a public file
 * under a public path of the gateway host"). Drawn here rather than stored: one small SVG per type and theme.
 * No api key: browsers load them with <img>.
 */
import { defineRoute } from '../http/route';
import { notFound } from '../http/errors';
import { SUGGESTION_TYPES } from './suggestions';

const PALETTES = {
  light: { background: '#eef3fb', shape: '#2f5fb3', accent: '#f2a93b', card: '#ffffff' },
  dark: { background: '#1b2433', shape: '#7fa7ef', accent: '#f5c16c', card: '#2a3648' },
} as const;

/** A calm illustration: a card, a coin and a spark, placed by the type so pictures differ between types. */
export function suggestionPicture(type: string, theme: keyof typeof PALETTES): string {
  const colours = PALETTES[theme];
  const seed = [...type].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7);
  const coinX = 150 + (seed % 60);
  const coinY = 40 + (seed % 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 140" role="img" aria-hidden="true">
<rect width="240" height="140" rx="16" fill="${colours.background}"/>
<rect x="34" y="38" width="120" height="74" rx="10" fill="${colours.card}" stroke="${colours.shape}" stroke-width="3"/>
<rect x="34" y="54" width="120" height="12" fill="${colours.shape}"/>
<rect x="46" y="84" width="44" height="8" rx="4" fill="${colours.shape}" opacity="0.5"/>
<circle cx="${coinX}" cy="${coinY + 40}" r="26" fill="${colours.accent}"/>
<circle cx="${coinX}" cy="${coinY + 40}" r="16" fill="none" stroke="${colours.card}" stroke-width="3"/>
<path d="M${200 - (seed % 20)} 24 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z" fill="${colours.shape}"/>
</svg>`;
}

export const suggestionPictureRoutes = [
  defineRoute<{ Params: { file: string } }>({
    method: 'GET',
    url: '/api/public/suggestions/:file',
    family: 'reference.read',
    auth: 'none',
    apiKey: false,
    raw: true,
    produces: 'image/svg+xml',
    schema: {
      summary: 'Picture of a suggestion type for the light or dark theme ({type}-{light|dark}.svg)',
      params: {
        type: 'object',
        properties: { file: { type: 'string', pattern: '^[a-z0-9_]+-(light|dark)\\.svg$' } },
        required: ['file'],
      },
    },
    handler: async (request, reply) => {
      const match = /^([a-z0-9_]+)-(light|dark)\.svg$/.exec(request.params.file);
      const type = match?.[1];
      if (!match || !type || !(SUGGESTION_TYPES as readonly string[]).includes(type))
        throw notFound('picture_not_found');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(suggestionPicture(type, match[2] as 'light' | 'dark'));
    },
  }),
];
