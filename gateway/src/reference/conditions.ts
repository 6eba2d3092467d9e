/**
 * Conditions and agreements (spec §9 agreement codes) with short (title) and long texts in the four languages,
 * served by collection-lookup/{conditions|agreements}/{code}?type=long|short and the agent contracts.
 */
import type { Language } from '../http/context';

export interface AgreementText {
  short: string;
  long: string;
}

export interface AgreementDefinition {
  code: string;
  version: string;
  /** DSTC is hidden from the legal list (spec §9). */
  hidden: boolean;
  texts: Record<Language, AgreementText>;
}

type Titles = [en: string, de: string, fr: string, it: string];

const TITLES: Record<string, Titles> = {
  AIC: [
    'Account information conditions',
    'Bedingungen für Kontoinformationen',
    'Conditions relatives aux informations de compte',
    'Condizioni per le informazioni sul conto',
  ],
  BOD: [
    'Beneficial owner declaration',
    'Erklärung zur wirtschaftlich berechtigten Person',
    "Déclaration de l'ayant droit économique",
    "Dichiarazione dell'avente economicamente diritto",
  ],
  CSTC: [
    'Cash account terms and conditions',
    'Geschäftsbedingungen für Konten',
    'Conditions générales des comptes',
    'Condizioni generali dei conti',
  ],
  DCTC: [
    'Debit card terms and conditions',
    'Bedingungen für Debitkarten',
    'Conditions des cartes de débit',
    'Condizioni delle carte di debito',
  ],
  DPP: [
    'Data protection policy',
    'Datenschutzerklärung',
    'Déclaration de protection des données',
    'Informativa sulla protezione dei dati',
  ],
  DSC: [
    'Data sharing consent',
    'Einwilligung zur Datenweitergabe',
    'Consentement au partage de données',
    'Consenso alla condivisione dei dati',
  ],
  DSTC: [
    'Data sharing terms and conditions',
    'Bedingungen für die Datenweitergabe',
    'Conditions du partage de données',
    'Condizioni per la condivisione dei dati',
  ],
  EBSTC: [
    'eBill business terms and conditions',
    'Bedingungen für eBill Business',
    'Conditions eBill Business',
    'Condizioni eBill Business',
  ],
  FTR: [
    'Fee and tariff regulations',
    'Gebühren- und Tarifreglement',
    'Règlement des frais et tarifs',
    'Regolamento delle tariffe',
  ],
  GTC: [
    'General terms and conditions',
    'Allgemeine Geschäftsbedingungen',
    'Conditions générales',
    'Condizioni generali',
  ],
  NOAP: [
    'Notice on authorised persons',
    'Hinweis zu bevollmächtigten Personen',
    'Note sur les personnes autorisées',
    'Avviso sulle persone autorizzate',
  ],
  NONUSP: [
    'Declaration of non-US person status',
    'Erklärung Nicht-US-Person',
    'Déclaration de statut de personne non américaine',
    'Dichiarazione di persona non statunitense',
  ],
  PSAG: [
    'Payment services agreement',
    'Vereinbarung über Zahlungsdienste',
    'Convention sur les services de paiement',
    'Accordo sui servizi di pagamento',
  ],
  PSC: [
    'Partnership signing conditions',
    'Zeichnungsbedingungen für Partnerschaften',
    'Conditions de signature des partenariats',
    'Condizioni di firma dei partenariati',
  ],
  PSTC: [
    'Pension 3a terms and conditions',
    'Bedingungen für die Säule 3a',
    'Conditions du pilier 3a',
    'Condizioni del pilastro 3a',
  ],
  PTC: [
    'Partnership terms and conditions',
    'Geschäftsbedingungen für Geschäftskunden',
    'Conditions générales pour entreprises',
    'Condizioni generali per aziende',
  ],
  SCTC: [
    'Subscription terms and conditions',
    'Bedingungen für Abonnemente',
    'Conditions des abonnements',
    'Condizioni degli abbonamenti',
  ],
  TCC: [
    'Terms of card control',
    'Bedingungen zur Kartenkontrolle',
    'Conditions du contrôle des cartes',
    'Condizioni del controllo delle carte',
  ],
  YPWC: [
    'Wallet payment conditions',
    'Bedingungen für Wallet-Zahlungen',
    'Conditions des paiements par wallet',
    'Condizioni dei pagamenti con wallet',
  ],
  YPYC: [
    'Card payment conditions',
    'Bedingungen für Kartenzahlungen',
    'Conditions des paiements par carte',
    'Condizioni dei pagamenti con carta',
  ],
};

// One body per language; the title names the document, the body states what accepting it means.
const BODY: Record<Language, (title: string) => string> = {
  en: (title) =>
    `${title}. These provisions govern the relationship between you and Kontor for the service concerned. ` +
    'By accepting them you confirm that you have read and understood them. Kontor may amend them; amendments are ' +
    'notified in the app and deemed accepted unless you object within 30 days. Swiss law applies; place of jurisdiction is Zurich.',
  de: (title) =>
    `${title}. Diese Bestimmungen regeln das Verhältnis zwischen Ihnen und Kontor für die betreffende Dienstleistung. ` +
    'Mit der Annahme bestätigen Sie, dass Sie sie gelesen und verstanden haben. Kontor kann sie ändern; Änderungen werden ' +
    'in der App mitgeteilt und gelten als genehmigt, wenn Sie nicht innert 30 Tagen widersprechen. Es gilt Schweizer Recht; Gerichtsstand ist Zürich.',
  fr: (title) =>
    `${title}. Ces dispositions régissent la relation entre vous et Kontor pour le service concerné. ` +
    'En les acceptant, vous confirmez les avoir lues et comprises. Kontor peut les modifier ; les modifications sont ' +
    "communiquées dans l'app et réputées acceptées sans opposition dans les 30 jours. Le droit suisse s'applique ; le for est Zurich.",
  it: (title) =>
    `${title}. Queste disposizioni disciplinano il rapporto tra Lei e Kontor per il servizio in questione. ` +
    "Accettandole conferma di averle lette e comprese. Kontor può modificarle; le modifiche sono comunicate nell'app " +
    'e si considerano accettate se non si oppone entro 30 giorni. Si applica il diritto svizzero; foro competente è Zurigo.',
};

export const AGREEMENTS: readonly AgreementDefinition[] = Object.entries(TITLES).map(
  ([code, [en, de, fr, it]]) => ({
    code,
    version: '2026-01',
    hidden: code === 'DSTC',
    texts: {
      en: { short: en, long: BODY.en(en) },
      de: { short: de, long: BODY.de(de) },
      fr: { short: fr, long: BODY.fr(fr) },
      it: { short: it, long: BODY.it(it) },
    },
  }),
);

export const agreementByCode = (code: string): AgreementDefinition | undefined =>
  AGREEMENTS.find((agreement) => agreement.code === code.toUpperCase());

/** Agreements shown in the legal list (DSTC excluded). */
export const LEGAL_LIST_AGREEMENTS = AGREEMENTS.filter((agreement) => !agreement.hidden);
