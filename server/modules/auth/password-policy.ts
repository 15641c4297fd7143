// What a new admin password must be: long enough, not padding, not the username, and not one of the
// passwords attackers try first. Used for new admins, password changes, the reset command and
// ADMIN_PASSWORD, so every way of setting a password follows the same rules.
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * About 49,000 passwords most often found in leaks (zxcvbn's list, lower-case). Long ones such as
 * "password1234" or "qwertyuiop12" are in it, so length alone does not keep them out.
 */
const COMMON = new Set(dictionary['passwords-common']);

/**
 * Why a new password is refused, as the end of a sentence starting with the field's name
 * ("password is …"), or undefined when it is acceptable.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  const chars = Array.from(password);
  if (chars.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (password.trim() === '') return 'must not be only spaces';
  if (chars.every((c) => c === chars[0])) return 'must not be one character repeated';
  const lower = password.trim().toLowerCase();
  if (username !== undefined && lower === username.trim().toLowerCase()) return 'must not be the same as the username';
  if (COMMON.has(lower)) return 'is one of the most common passwords: choose one that is harder to guess';
  return undefined;
}
