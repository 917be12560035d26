// The text of a failure shown to the visitor (spec §8): its message, then its reason, then its string
// form. Wallets and nekoton throw Errors, plain objects with a message, or strings.
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { message, reason } = error as { message?: unknown; reason?: unknown };
    if (typeof message === 'string') return message;
    if (typeof reason === 'string') return reason;
  }
  return String(error);
}
