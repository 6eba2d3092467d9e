/** One-time codes (strong authentication, prospect login) have 6 digits (docs/integration.md). */
export const CODE_LENGTH = 6;

/**
 * Keeps the digits of typed or pasted text, at most 6: "123 456", "123-456" and a whole mail
 * line "Your code: 123456" all become "123456".
 */
export function normalizeCode(text: string): string {
  const digits = text.replace(/\D/g, '');
  // A pasted message may carry other numbers; a run of exactly 6 digits is the code.
  const run = /(?:^|\D)(\d{6})(?:\D|$)/.exec(text);
  if (digits.length > CODE_LENGTH && run) return run[1]!;
  return digits.slice(0, CODE_LENGTH);
}

export const isCompleteCode = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
