// What invitations need from other areas (mail). Features do not import each other, so
// apps/server/src/routes/invitations.ts hands it in.

/** A message as the mail feature sends it. */
export interface InvitationMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  bookingEngineId: number | null;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export interface InvitationsMailer {
  send(message: InvitationMessage): Promise<void>;
}
