/**
 * One register in the cards catalogue, as in the app's others (remote-accounts/src/register.test.ts): Italian
 * formal, action labels infinitives ("Congelare", "Segnalare perdita o furto"), never the "tu" imperative
 * ("Continua") beside the kernel's infinitive buttons ("Annullare", "Chiudere").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Tree = { [key: string]: string | Tree };

function texts(language: string): [string, string][] {
  const walk = (node: Tree, path: string): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${path}${key}`, value]] : walk(value, `${path}${key}.`),
    );
  return walk(
    JSON.parse(readFileSync(resolve(__dirname, `../catalogues/${language}.json`), 'utf8')) as Tree,
    '',
  );
}

const INFORMAL_ITALIAN = /(?<!\p{L})(tu|tuo|tua|tuoi|tue|ti)(?!\p{L})/u;
const TU_IMPERATIVE =
  /^(annulla|approva|chiudi|conferma|continua|elimina|modifica|paga|rifiuta|riprova|salva|scarta|scegli|torna|congela|scongela|blocca|sblocca|segnala|imposta|visualizza|richiedi|aggiungi|ordina|rinnova|sostituisci)\b/i;

describe('the cards catalogue', () => {
  it('speaks Italian in the formal register, buttons as infinitives', () => {
    const informal = texts('it').filter(
      ([, text]) => INFORMAL_ITALIAN.test(text) || TU_IMPERATIVE.test(text),
    );
    expect(informal).toEqual([]);
  });

  it('has the same keys in de, fr, it and en', () => {
    const keys = (language: string) =>
      texts(language)
        .map(([key]) => key)
        .sort();
    expect(keys('fr')).toEqual(keys('de'));
    expect(keys('it')).toEqual(keys('de'));
    expect(keys('en')).toEqual(keys('de'));
  });
});
