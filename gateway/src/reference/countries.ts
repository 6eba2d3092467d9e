/** Countries (ISO 3166-1) with names in the four languages: Europe and the major partners of Swiss customers. */
import type { Language } from '../http/context';

export interface Country {
  alpha2: string;
  alpha3: string;
  names: Record<Language, string>;
}

// alpha2|alpha3|en|de|fr|it
const TABLE = `
AD|AND|Andorra|Andorra|Andorre|Andorra
AL|ALB|Albania|Albanien|Albanie|Albania
AT|AUT|Austria|Österreich|Autriche|Austria
BA|BIH|Bosnia and Herzegovina|Bosnien und Herzegowina|Bosnie-Herzégovine|Bosnia ed Erzegovina
BE|BEL|Belgium|Belgien|Belgique|Belgio
BG|BGR|Bulgaria|Bulgarien|Bulgarie|Bulgaria
BY|BLR|Belarus|Belarus|Biélorussie|Bielorussia
CH|CHE|Switzerland|Schweiz|Suisse|Svizzera
CY|CYP|Cyprus|Zypern|Chypre|Cipro
CZ|CZE|Czechia|Tschechien|Tchéquie|Cechia
DE|DEU|Germany|Deutschland|Allemagne|Germania
DK|DNK|Denmark|Dänemark|Danemark|Danimarca
EE|EST|Estonia|Estland|Estonie|Estonia
ES|ESP|Spain|Spanien|Espagne|Spagna
FI|FIN|Finland|Finnland|Finlande|Finlandia
FR|FRA|France|Frankreich|France|Francia
GB|GBR|United Kingdom|Vereinigtes Königreich|Royaume-Uni|Regno Unito
GI|GIB|Gibraltar|Gibraltar|Gibraltar|Gibilterra
GR|GRC|Greece|Griechenland|Grèce|Grecia
HR|HRV|Croatia|Kroatien|Croatie|Croazia
HU|HUN|Hungary|Ungarn|Hongrie|Ungheria
IE|IRL|Ireland|Irland|Irlande|Irlanda
IS|ISL|Iceland|Island|Islande|Islanda
IT|ITA|Italy|Italien|Italie|Italia
LI|LIE|Liechtenstein|Liechtenstein|Liechtenstein|Liechtenstein
LT|LTU|Lithuania|Litauen|Lituanie|Lituania
LU|LUX|Luxembourg|Luxemburg|Luxembourg|Lussemburgo
LV|LVA|Latvia|Lettland|Lettonie|Lettonia
MC|MCO|Monaco|Monaco|Monaco|Monaco
MD|MDA|Moldova|Moldau|Moldavie|Moldavia
ME|MNE|Montenegro|Montenegro|Monténégro|Montenegro
MK|MKD|North Macedonia|Nordmazedonien|Macédoine du Nord|Macedonia del Nord
MT|MLT|Malta|Malta|Malte|Malta
NL|NLD|Netherlands|Niederlande|Pays-Bas|Paesi Bassi
NO|NOR|Norway|Norwegen|Norvège|Norvegia
PL|POL|Poland|Polen|Pologne|Polonia
PT|PRT|Portugal|Portugal|Portugal|Portogallo
RO|ROU|Romania|Rumänien|Roumanie|Romania
RS|SRB|Serbia|Serbien|Serbie|Serbia
SE|SWE|Sweden|Schweden|Suède|Svezia
SI|SVN|Slovenia|Slowenien|Slovénie|Slovenia
SK|SVK|Slovakia|Slowakei|Slovaquie|Slovacchia
SM|SMR|San Marino|San Marino|Saint-Marin|San Marino
TR|TUR|Türkiye|Türkei|Turquie|Turchia
UA|UKR|Ukraine|Ukraine|Ukraine|Ucraina
VA|VAT|Vatican City|Vatikanstadt|Cité du Vatican|Città del Vaticano
XK|XKX|Kosovo|Kosovo|Kosovo|Kosovo
US|USA|United States|Vereinigte Staaten|États-Unis|Stati Uniti
CA|CAN|Canada|Kanada|Canada|Canada
MX|MEX|Mexico|Mexiko|Mexique|Messico
BR|BRA|Brazil|Brasilien|Brésil|Brasile
AR|ARG|Argentina|Argentinien|Argentine|Argentina
CL|CHL|Chile|Chile|Chili|Cile
CO|COL|Colombia|Kolumbien|Colombie|Colombia
CN|CHN|China|China|Chine|Cina
JP|JPN|Japan|Japan|Japon|Giappone
KR|KOR|South Korea|Südkorea|Corée du Sud|Corea del Sud
IN|IND|India|Indien|Inde|India
SG|SGP|Singapore|Singapur|Singapour|Singapore
HK|HKG|Hong Kong|Hongkong|Hong Kong|Hong Kong
TH|THA|Thailand|Thailand|Thaïlande|Thailandia
AE|ARE|United Arab Emirates|Vereinigte Arabische Emirate|Émirats arabes unis|Emirati Arabi Uniti
IL|ISR|Israel|Israel|Israël|Israele
SA|SAU|Saudi Arabia|Saudi-Arabien|Arabie saoudite|Arabia Saudita
ZA|ZAF|South Africa|Südafrika|Afrique du Sud|Sudafrica
EG|EGY|Egypt|Ägypten|Égypte|Egitto
MA|MAR|Morocco|Marokko|Maroc|Marocco
TN|TUN|Tunisia|Tunesien|Tunisie|Tunisia
AU|AUS|Australia|Australien|Australie|Australia
NZ|NZL|New Zealand|Neuseeland|Nouvelle-Zélande|Nuova Zelanda
BZ|BLZ|Belize|Belize|Belize|Belize
RU|RUS|Russia|Russland|Russie|Russia
`;

export const COUNTRIES: readonly Country[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [alpha2, alpha3, en, de, fr, it] = line.split('|') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return { alpha2, alpha3, names: { en, de, fr, it } };
  });

const BY_ALPHA2 = new Map(COUNTRIES.map((country) => [country.alpha2, country]));
const BY_ALPHA3 = new Map(COUNTRIES.map((country) => [country.alpha3, country]));

export const countryByAlpha2 = (alpha2: string): Country | undefined => BY_ALPHA2.get(alpha2.toUpperCase());
export const countryByAlpha3 = (alpha3: string): Country | undefined => BY_ALPHA3.get(alpha3.toUpperCase());

/** SEPA scheme countries (EPC list): EEA members plus CH, GB, MC, SM, VA, AD, AL, MD, ME, MK, RS. */
export const SEPA_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  'MC',
  'SM',
  'VA',
  'AD',
  'AL',
  'MD',
  'ME',
  'MK',
  'RS',
  'GI',
];

export const isSepaCountry = (alpha2: string): boolean => SEPA_COUNTRIES.includes(alpha2.toUpperCase());
