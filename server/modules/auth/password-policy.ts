// What a new admin password must be: long enough, not padding, not the username, not one of the
// passwords attackers try first, and not easy to guess by the patterns a cracker tries (repeats,
// sequences, keyboard rows, dates, the shop's own name). Used for new admins, password changes, the
// reset command and ADMIN_PASSWORD, so every way of setting a password follows the same rules.
// Server-only: the estimator and its dictionary never reach a page's scripts.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { cutText } from '../../../shared/text.ts';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * About 49,000 passwords most often found in leaks (zxcvbn's list, lower-case). Long ones such as
 * "password1234" or "qwertyuiop12" are in it, so length alone does not keep them out.
 */
const COMMON = new Set(dictionary['passwords-common']);

/**
 * zxcvbn's score (0-4) a new password must reach: 3 is "safely unguessable: moderate protection from an
 * offline attack" (about 10^8 guesses and more), which `abababababab`, `123412341234` or the shop's name
 * with digits are not.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Past this many characters the estimate only grows; its work grows too, so it reads no further. */
const ESTIMATED_CHARS = 100;

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with its common dictionary (passwords, names, words) and keyboard layouts, built on first use. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** The words of a name, for the estimator to count as known: "Gubbara Balloons" gives both words and the whole. */
function nameWords(name: string): string[] {
  return [name, ...name.split(/[^\p{L}\p{N}]+/u)].filter((w) => w.length >= 3);
}

/**
 * Why a new password is refused, as the end of a sentence starting with the field's name
 * ("password is …"), or undefined when it is acceptable.
 */
export function passwordProblem(password: string, username?: string, shopName?: string): string | undefined {
  const chars = Array.from(password);
  if (chars.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (password.trim() === '') return 'must not be only spaces';
  if (chars.every((c) => c === chars[0])) return 'must not be one character repeated';
  const lower = password.trim().toLowerCase();
  if (username !== undefined && lower === username.trim().toLowerCase()) return 'must not be the same as the username';
  if (COMMON.has(lower)) return 'is one of the most common passwords: choose one that is harder to guess';
  const known = ['Gubbara', ...nameWords(shopName ?? ''), ...nameWords(username ?? '')];
  if (strength().check(cutText(password, ESTIMATED_CHARS), known).score < MIN_PASSWORD_SCORE)
    return 'is too easy to guess: use a few unrelated words, or a longer mix of letters, digits and signs';
  return undefined;
}
