import { dictionary } from '@zxcvbn-ts/language-common';
import { containsPersonalInfo, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordPolicyMessages } from '@agency/contracts';

/**
 * The ~49,000 most common passwords of public breach corpora, as zxcvbn-ts ships them (no network at run
 * time), lower-cased. Loaded by the auth service only: no frontend bundle carries the list.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/**
 * A common password with digits or symbols added at its end ('sunshine2025!') is as easy to guess as the
 * word itself: guessing tools try those endings first.
 */
export function isCommonPassword(password: string): boolean {
  const text = password.toLowerCase();
  return commonPasswords.has(text) || commonPasswords.has(text.replace(/[^\p{L}]+$/u, ''));
}

/**
 * Why a password may not be set (decision 0070), or null when it may: long enough, not common, and not made
 * of the person's own e-mail or name. Sign-in never asks: older, shorter passwords keep working.
 */
export function passwordProblem(password: string, person: { email?: string | null; name?: string | null }): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PasswordPolicyMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PasswordPolicyMessages.tooLong;
  if (isCommonPassword(password)) return PasswordPolicyMessages.tooCommon;
  if (containsPersonalInfo(password, person)) return PasswordPolicyMessages.personal;
  return null;
}
