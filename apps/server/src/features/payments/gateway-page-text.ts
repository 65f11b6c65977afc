import { CARD_FORM_MESSAGES, type CardCountry, type CardField } from '@fairway/domain/payments/card-validation';

// The sandbox gateway's pages in the golfer's language. The gateway stands for an outside
// processor, so its texts live with it rather than in the SPA's locale files; the card messages
// are SPEC §5's, worded as the SPA words them.

/** Languages the gateway's pages are written in (the booking engine's). */
export const GATEWAY_LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
/** One of GATEWAY_LANGUAGES. */
export type GatewayLanguage = (typeof GATEWAY_LANGUAGES)[number];

/** Every text of the hosted card page and the challenge page in one language. */
export interface GatewayText {
  title: string;
  heading: string;
  sandboxNote: string;
  waiting: string;
  sessionGone: string;
  fields: Record<
    'number' | 'name' | 'expirationMonth' | 'expirationYear' | 'cvv' | 'address' | 'postalCode' | 'country',
    string
  >;
  countries: Record<CardCountry, string>;
  save: string;
  saving: string;
  /** `{lastFour}` is replaced by the script. */
  saved: string;
  failed: string;
  /** The status line for an error code the gateway answers with. */
  errors: Record<'CARD_INVALID' | 'PAYMENT_TOKEN_INVALID' | 'RATE_LIMITED', string>;
  cardMessages: Record<CardField, string>;
  challenge: { title: string; heading: string; prompt: string; note: string; complete: string; fail: string };
}

const en: GatewayText = {
  title: 'Secure card entry (sandbox)',
  heading: 'Secure card entry',
  sandboxNote: 'Sandbox payment gateway: card details go to the gateway only. Test card 4242 4242 4242 4242 approves.',
  waiting: 'Waiting for payment details…',
  sessionGone: 'This card entry has expired or was already used. Close it and start again.',
  fields: {
    number: 'Card number',
    name: 'Name on card',
    expirationMonth: 'Expiry month',
    expirationYear: 'Expiry year',
    cvv: 'Security code',
    address: 'Billing address',
    postalCode: 'Postal code',
    country: 'Country',
  },
  countries: { AU: 'Australia', CA: 'Canada', IE: 'Ireland', MX: 'Mexico', UK: 'United Kingdom', US: 'United States' },
  save: 'Save card',
  saving: 'Saving card…',
  saved: 'Card ending in {lastFour} saved.',
  failed: 'The card could not be saved.',
  errors: {
    CARD_INVALID: 'Please correct the highlighted fields.',
    PAYMENT_TOKEN_INVALID: 'This card entry has expired or was already used. Close it and start again.',
    RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  },
  cardMessages: { ...CARD_FORM_MESSAGES },
  challenge: {
    title: 'Authenticate your payment (sandbox)',
    heading: 'Authenticate your payment',
    prompt: 'Your bank asks you to confirm a payment of {amount}.',
    note: 'Sandbox challenge: choose the outcome.',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
  },
};

const fr: GatewayText = {
  title: 'Saisie sécurisée de la carte (bac à sable)',
  heading: 'Saisie sécurisée de la carte',
  sandboxNote:
    'Passerelle de paiement de test\u00a0: les données de la carte ne sont transmises qu’à la passerelle. La carte de test 4242 4242 4242 4242 est acceptée.',
  waiting: 'En attente des informations de paiement…',
  sessionGone: 'Cette saisie de carte a expiré ou a déjà été utilisée. Fermez-la et recommencez.',
  fields: {
    number: 'Numéro de carte',
    name: 'Nom sur la carte',
    expirationMonth: "Mois d'expiration",
    expirationYear: "Année d'expiration",
    cvv: 'Code de sécurité',
    address: 'Adresse de facturation',
    postalCode: 'Code postal',
    country: 'Pays',
  },
  countries: { AU: 'Australie', CA: 'Canada', IE: 'Irlande', MX: 'Mexique', UK: 'Royaume-Uni', US: 'États-Unis' },
  save: 'Enregistrer la carte',
  saving: 'Enregistrement de la carte…',
  saved: 'Carte se terminant par {lastFour} enregistrée.',
  failed: "La carte n'a pas pu être enregistrée.",
  errors: {
    CARD_INVALID: 'Veuillez corriger les champs signalés.',
    PAYMENT_TOKEN_INVALID: 'Cette saisie de carte a expiré ou a déjà été utilisée. Fermez-la et recommencez.',
    RATE_LIMITED: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
  },
  cardMessages: {
    number: 'Veuillez saisir un numéro de carte de crédit valide',
    expirationMonth: "Veuillez saisir un mois d'expiration valide",
    expirationYear: "Veuillez saisir une année d'expiration valide",
    cvv: 'Veuillez saisir un code CVV valide',
    address: 'Veuillez saisir une adresse de paiement valide',
    postalCode: 'Veuillez saisir un code postal valide',
    country: 'Veuillez saisir un pays de paiement valide',
    name: 'Veuillez saisir un nom valide',
  },
  challenge: {
    title: 'Authentifiez votre paiement (bac à sable)',
    heading: 'Authentifiez votre paiement',
    prompt: 'Votre banque vous demande de confirmer un paiement de {amount}.',
    note: 'Authentification de test\u00a0: choisissez le résultat.',
    complete: "Valider l'authentification",
    fail: "Faire échouer l'authentification",
  },
};

const es: GatewayText = {
  title: 'Entrada segura de la tarjeta (entorno de pruebas)',
  heading: 'Entrada segura de la tarjeta',
  sandboxNote:
    'Pasarela de pago de pruebas: los datos de la tarjeta solo llegan a la pasarela. La tarjeta de prueba 4242 4242 4242 4242 se aprueba.',
  waiting: 'Esperando los datos de pago…',
  sessionGone: 'Esta entrada de tarjeta ha caducado o ya se ha utilizado. Ciérrela y vuelva a empezar.',
  fields: {
    number: 'Número de tarjeta',
    name: 'Nombre en la tarjeta',
    expirationMonth: 'Mes de vencimiento',
    expirationYear: 'Año de vencimiento',
    cvv: 'Código de seguridad',
    address: 'Dirección de facturación',
    postalCode: 'Código postal',
    country: 'País',
  },
  countries: { AU: 'Australia', CA: 'Canadá', IE: 'Irlanda', MX: 'México', UK: 'Reino Unido', US: 'Estados Unidos' },
  save: 'Guardar tarjeta',
  saving: 'Guardando la tarjeta…',
  saved: 'Tarjeta terminada en {lastFour} guardada.',
  failed: 'No se pudo guardar la tarjeta.',
  errors: {
    CARD_INVALID: 'Corrija los campos señalados.',
    PAYMENT_TOKEN_INVALID: 'Esta entrada de tarjeta ha caducado o ya se ha utilizado. Ciérrela y vuelva a empezar.',
    RATE_LIMITED: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  },
  cardMessages: {
    number: 'Introduzca un número de tarjeta de crédito válido',
    expirationMonth: 'Introduzca un mes de vencimiento válido',
    expirationYear: 'Introduzca un año de vencimiento válido',
    cvv: 'Introduzca un código CVV válido',
    address: 'Introduzca una dirección de pago válida',
    postalCode: 'Introduzca un código postal válido',
    country: 'Introduzca un país de pago válido',
    name: 'Introduzca un nombre válido',
  },
  challenge: {
    title: 'Autentique su pago (entorno de pruebas)',
    heading: 'Autentique su pago',
    prompt: 'Su banco le pide que confirme un pago de {amount}.',
    note: 'Autenticación de prueba: elija el resultado.',
    complete: 'Completar la autenticación',
    fail: 'Hacer fallar la autenticación',
  },
};

const de: GatewayText = {
  title: 'Sichere Karteneingabe (Sandbox)',
  heading: 'Sichere Karteneingabe',
  sandboxNote:
    'Sandbox-Zahlungsgateway: Die Kartendaten gehen nur an das Gateway. Die Testkarte 4242 4242 4242 4242 wird genehmigt.',
  waiting: 'Warten auf die Zahlungsdaten…',
  sessionGone:
    'Diese Karteneingabe ist abgelaufen oder wurde bereits verwendet. Schließen Sie sie und beginnen Sie erneut.',
  fields: {
    number: 'Kartennummer',
    name: 'Name auf der Karte',
    expirationMonth: 'Ablaufmonat',
    expirationYear: 'Ablaufjahr',
    cvv: 'Sicherheitscode',
    address: 'Rechnungsadresse',
    postalCode: 'Postleitzahl',
    country: 'Land',
  },
  countries: {
    AU: 'Australien',
    CA: 'Kanada',
    IE: 'Irland',
    MX: 'Mexiko',
    UK: 'Vereinigtes Königreich',
    US: 'Vereinigte Staaten',
  },
  save: 'Karte speichern',
  saving: 'Karte wird gespeichert…',
  saved: 'Karte mit Endziffern {lastFour} gespeichert.',
  failed: 'Die Karte konnte nicht gespeichert werden.',
  errors: {
    CARD_INVALID: 'Bitte korrigieren Sie die markierten Felder.',
    PAYMENT_TOKEN_INVALID:
      'Diese Karteneingabe ist abgelaufen oder wurde bereits verwendet. Schließen Sie sie und beginnen Sie erneut.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  cardMessages: {
    number: 'Bitte geben Sie eine gültige Kreditkartennummer ein',
    expirationMonth: 'Bitte geben Sie einen gültigen Ablaufmonat ein',
    expirationYear: 'Bitte geben Sie ein gültiges Ablaufjahr ein',
    cvv: 'Bitte geben Sie einen gültigen CVV-Code ein',
    address: 'Bitte geben Sie eine gültige Zahlungsadresse ein',
    postalCode: 'Bitte geben Sie eine gültige Postleitzahl ein',
    country: 'Bitte geben Sie ein gültiges Zahlungsland ein',
    name: 'Bitte geben Sie einen gültigen Namen ein',
  },
  challenge: {
    title: 'Zahlung authentifizieren (Sandbox)',
    heading: 'Zahlung authentifizieren',
    prompt: 'Ihre Bank bittet Sie, eine Zahlung von {amount} zu bestätigen.',
    note: 'Sandbox-Prüfung: Wählen Sie das Ergebnis.',
    complete: 'Authentifizierung abschließen',
    fail: 'Authentifizierung fehlschlagen lassen',
  },
};

/** The gateway's texts per language. */
export const GATEWAY_TEXT: Readonly<Record<GatewayLanguage, GatewayText>> = { en, fr, es, de };

function supported(tag: string | undefined): GatewayLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_;]/)[0];
  return GATEWAY_LANGUAGES.find((language) => language === base);
}

/** The page's language: the `lang` the app passed, else the browser's Accept-Language, else English. */
export function gatewayLanguageOf(lang: string | undefined, acceptLanguage: string | undefined): GatewayLanguage {
  return supported(lang) ?? (acceptLanguage ?? '').split(',').map(supported).find(Boolean) ?? 'en';
}
