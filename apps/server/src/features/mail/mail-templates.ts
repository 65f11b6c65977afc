// The account e-mails in the four languages of the app (HTML and plain text).

/** A language the e-mails are written in. */
export type MailLanguage = 'en' | 'fr' | 'es' | 'de';

/** Which account e-mail. */
export type MailTemplate = 'verify-email' | 'password-reset';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
}

const TEXTS: Record<MailTemplate, Record<MailLanguage, Texts>> = {
  'verify-email': {
    en: {
      subject: 'Verify your e-mail address',
      greeting: (name) => `Hello ${name},`,
      body: 'Please confirm your e-mail address for your {engine} account. The link is valid for 48 hours.',
      action: 'Verify my e-mail address',
      ignore: 'If you did not create this account, you can ignore this message.',
    },
    fr: {
      subject: 'Vérifiez votre adresse e-mail',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Veuillez confirmer votre adresse e-mail pour votre compte {engine}. Le lien est valable 48 heures.',
      action: 'Vérifier mon adresse e-mail',
      ignore: "Si vous n'avez pas créé ce compte, vous pouvez ignorer ce message.",
    },
    es: {
      subject: 'Verifique su dirección de correo electrónico',
      greeting: (name) => `Hola ${name}:`,
      body: 'Confirme su dirección de correo electrónico para su cuenta de {engine}. El enlace es válido durante 48 horas.',
      action: 'Verificar mi correo electrónico',
      ignore: 'Si usted no creó esta cuenta, puede ignorar este mensaje.',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: (name) => `Hallo ${name},`,
      body: 'Bitte bestätigen Sie Ihre E-Mail-Adresse für Ihr Konto bei {engine}. Der Link ist 48 Stunden gültig.',
      action: 'E-Mail-Adresse bestätigen',
      ignore: 'Wenn Sie dieses Konto nicht angelegt haben, können Sie diese Nachricht ignorieren.',
    },
  },
  'password-reset': {
    en: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset the password of your {engine} account. The link is valid for 1 hour and can be used once.',
      action: 'Reset my password',
      ignore: 'If you did not ask for this, you can ignore this message: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {engine}. Le lien est valable 1 heure et ne peut servir qu’une fois.',
      action: 'Réinitialiser mon mot de passe',
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
    },
    es: {
      subject: 'Restablezca su contraseña',
      greeting: (name) => `Hola ${name}:`,
      body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de {engine}. El enlace es válido durante 1 hora y solo puede usarse una vez.',
      action: 'Restablecer mi contraseña',
      ignore: 'Si no lo solicitó, puede ignorar este mensaje: su contraseña no cambia.',
    },
    de: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      greeting: (name) => `Hallo ${name},`,
      body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {engine} zurückzusetzen. Der Link ist 1 Stunde gültig und nur einmal verwendbar.',
      action: 'Passwort zurücksetzen',
      ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
  },
};

/** The footer that offers to stop e-mail news and offers. */
const UNSUBSCRIBE: Record<MailLanguage, string> = {
  en: 'To stop e-mail news and offers from {engine}, unsubscribe here:',
  fr: 'Pour ne plus recevoir les actualités et offres de {engine} par e-mail, désabonnez-vous ici\u00a0:',
  es: 'Para dejar de recibir noticias y ofertas de {engine} por correo electrónico, cancele la suscripción aquí:',
  de: 'Um keine Neuigkeiten und Angebote von {engine} mehr per E-Mail zu erhalten, melden Sie sich hier ab:',
};

/** A language the e-mails support, else English. */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  return language === 'fr' || language === 'es' || language === 'de' ? language : 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Subject, HTML and text of an account e-mail with its one action link. */
export function renderMail(
  template: MailTemplate,
  language: MailLanguage,
  values: { name: string; engineName: string; link: string; unsubscribeLink?: string | undefined },
): { subject: string; html: string; text: string } {
  const texts = TEXTS[template][language];
  const body = texts.body.replace('{engine}', values.engineName);
  const unsubscribe = UNSUBSCRIBE[language].replace('{engine}', values.engineName);
  const lines = [
    texts.greeting(values.name),
    '',
    body,
    '',
    `${texts.action}: ${values.link}`,
    '',
    texts.ignore,
    '',
    values.engineName,
  ];
  if (values.unsubscribeLink) lines.push('', `${unsubscribe} ${values.unsubscribeLink}`);
  const text = lines.join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a24;line-height:1.5">
<p>${escapeHtml(texts.greeting(values.name))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;background:#2f7d5a;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#4b5a53">${escapeHtml(values.link)}</p>
<p style="font-size:13px;color:#4b5a53">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(values.engineName)}</p>
${values.unsubscribeLink ? `<p style="font-size:12px;color:#4b5a53">${escapeHtml(unsubscribe)} <a href="${escapeHtml(values.unsubscribeLink)}">${escapeHtml(values.unsubscribeLink)}</a></p>` : ''}
</body></html>`;
  return { subject: texts.subject, html, text };
}
