// SPEC §9 opt-in and privacy texts, per facility.

/** The English e-mail opt-in text for a facility (SPEC §9). */
export function emailOptInText(facility: string): string {
  return `I would like to receive e-mail news and offers from ${facility}.`;
}

/** The English privacy text for a facility (SPEC §9). */
export function privacyText(facility: string): string {
  return `Please contact ${facility} for a copy of their privacy policy`;
}
