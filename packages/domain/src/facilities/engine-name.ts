/** The name a booking engine goes by: its own, else its identity setting's (empty when it has neither). */
export function engineDisplayName(engine: { name: string; settings: { identity: { name?: string | null } } }): string {
  return engine.name || engine.settings.identity.name || '';
}
