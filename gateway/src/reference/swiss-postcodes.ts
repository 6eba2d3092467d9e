/**
 * Swiss postcodes (a reference extract of the Swiss Post locality directory, enough for the sandbox):
 * `postcode|locality;locality|canton`. A postcode may serve several localities (e.g. 1213 Onex and
 * Petit-Lancy), which is what POST /v2/postalcode/expand answers with "cities" (spec §7).
 */
import { LOCALITIES } from './swiss-localities';

/**
 * Streets known per postcode. Where a postcode has a list, a street outside it is "not found"; elsewhere the
 * extract cannot judge streets and checks the locality only.
 */
const STREETS = `
1003|Rue de Bourg;Place Saint-François;Rue du Grand-Pont;Rue Centrale;Rue de la Paix
1007|Avenue de Cour;Avenue de Rhodanie;Avenue de Milan;Chemin de Bellerive
1204|Rue du Rhône;Rue de la Corraterie;Place du Molard;Rue de la Confédération;Grand-Rue
3005|Bundesplatz;Kirchenfeldstrasse;Helvetiaplatz;Marienstrasse
3011|Kramgasse;Marktgasse;Spitalgasse;Gerechtigkeitsgasse;Bundesgasse;Bärenplatz
3013|Lorrainestrasse;Moserstrasse;Breitenrainplatz;Polygonstrasse
4051|Freie Strasse;Gerbergasse;Steinenvorstadt;Marktplatz;Barfüsserplatz
6900|Via Nassa;Piazza della Riforma;Via Pessina;Corso Pestalozzi;Riva Vincenzo Vela
8001|Bahnhofstrasse;Limmatquai;Rennweg;Münsterhof;Paradeplatz;Löwenstrasse;Uraniastrasse;Talstrasse
8004|Langstrasse;Badenerstrasse;Stauffacherstrasse;Zypressenstrasse
8005|Technoparkstrasse;Hardturmstrasse;Pfingstweidstrasse;Limmatstrasse;Josefstrasse;Hardstrasse
8050|Schaffhauserstrasse;Hofwiesenstrasse;Wallisellenstrasse;Thurgauerstrasse;Binzmühlestrasse;Franklinstrasse
8057|Schaffhauserstrasse;Hofwiesenstrasse;Rötelstrasse;Milchbuckstrasse;Stüssistrasse
`;

export interface SwissLocality {
  postalCode: string;
  cities: string[];
  canton: string;
}

const parseLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('|'));

export const SWISS_LOCALITIES: readonly SwissLocality[] = parseLines(LOCALITIES).map(
  ([postalCode, cities, canton]) => ({
    postalCode: postalCode!,
    cities: cities!.split(';'),
    canton: canton!,
  }),
);

export const SWISS_STREETS: ReadonlyMap<string, readonly string[]> = new Map(
  parseLines(STREETS).map(([postalCode, streets]) => [postalCode!, streets!.split(';')]),
);
