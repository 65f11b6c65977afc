// SPEC §9 opt-in and privacy texts, per facility.

/** The English e-mail opt-in text for a facility (SPEC §9). */
export function emailOptInText(facility: string): string {
  return `I would like to receive e-mail news and offers from ${facility}.`;
}

/** The English text-message opt-in text for a facility (the product's, shaped like SPEC §9's e-mail one). */
export function smsOptInText(facility: string): string {
  return `I would like to receive text message news and offers from ${facility}.`;
}

/** The English privacy text for a facility (SPEC §9). */
export function privacyText(facility: string): string {
  return `Please contact ${facility} for a copy of their privacy policy`;
}

/**
 * Whether a checkout opt-in message (settings `checkout.optIn.*.message`) is the product's own text
 * rather than one the facility wrote: none, blank, or the English default naming one of `names`
 * (the course's or the engine's; older settings stored the default itself). The product's text is
 * shown translated in the golfer's language; a facility's own words are shown as written.
 */
export function isProductOptInText(message: string | null | undefined, names: readonly string[]): boolean {
  const text = message?.trim() ?? '';
  return text === '' || names.some((name) => text === emailOptInText(name) || text === smsOptInText(name));
}
