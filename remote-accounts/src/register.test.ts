/**
 * One register per language in the accounts catalogues: Italian addresses the customer formally ("lei",
 * "suo", imperatives such as "Digiti"), written small inside a sentence as in the app's other catalogues;
 * action labels are infinitives ("Salvare"), never the "tu" imperative ("Salva"); German uses "Sie", French
 * "vous".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const OWNERS = ['remote-accounts'];
type Tree = { [key: string]: string | Tree };

function texts(owner: string, language: string): [string, string][] {
  const walk = (node: Tree, path: string): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${path}${key}`, value]] : walk(value, `${path}${key}.`),
    );
  const file = resolve(__dirname, `../../${owner}/catalogues/${language}.json`);
  return walk(JSON.parse(readFileSync(file, 'utf8')) as Tree, '');
}

/** A whole word among `words`: \b would split "complète" at the è. */
const anyWord = (words: string, flags = 'u') => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, flags);

/** "tu" pronouns and possessives. */
const INFORMAL_ITALIAN = anyWord('tu|tuo|tua|tuoi|tue|ti');
/** The courtesy form capitalised inside a sentence ("il Suo conto"): the other catalogues write it small. */
const CAPITALISED_COURTESY = /[\p{L},:;] +(Lei|Suo|Sua|Suoi|Sue|Le)(?!\p{L})/u;
/** "tu" imperatives that open a label ("Salva", "Scopri di più"), where a formal screen has an infinitive. */
const TU_IMPERATIVE =
  /^(annulla|apri|cambia|cerca|chiudi|continua|copia|disconnetti|elimina|inserisci|mostra|nascondi|reimposta|richiedi|rimuovi|riprova|salva|scarica|scegli|scopri|seleziona|torna|vai|verifica)\b/i;

describe.each(OWNERS)('catalogue %s', (owner) => {
  it('speaks Italian in the formal register only', () => {
    const informal = texts(owner, 'it').filter(
      ([, text]) =>
        INFORMAL_ITALIAN.test(text) || TU_IMPERATIVE.test(text) || CAPITALISED_COURTESY.test(text),
    );
    expect(informal).toEqual([]);
  });

  it('speaks German with "Sie" and French with "vous"', () => {
    const du = anyWord('du|dein\\p{L}*|dir|dich', 'iu');
    const tu = anyWord('tu|ton|ta|tes|toi|te', 'iu');
    expect(texts(owner, 'de').filter(([, text]) => du.test(text))).toEqual([]);
    expect(texts(owner, 'fr').filter(([, text]) => tu.test(text))).toEqual([]);
  });
});
