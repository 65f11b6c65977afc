/** A form-level message: an error announced at once (role=alert), or a polite success. */
export function FormAlert({
  message,
  tone = 'error',
  testId,
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p
      className={tone === 'error' ? 'form-alert' : 'form-alert form-alert--success'}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {message}
    </p>
  );
}
