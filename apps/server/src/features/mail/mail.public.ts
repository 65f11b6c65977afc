// What other areas and the composition root (app.ts) may use of mail: the only file of
// features/mail/ they import (scripts/eslint/feature-boundaries.js).

export { TemplateAccountMailer } from './account-mailer.ts';
export { mailArea } from './mail.area.ts';
export { createMailer, type Mailer, type MailMessage } from './mailer.ts';
