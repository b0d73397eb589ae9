/**
 * The normalisations behind the duplicate rule (decision 0123), shared by the candidates and catalog rules so
 * that both services compare names, e-mails, phones and domains the same way.
 */

/** Lower-case, accents stripped, anything but letters removed, words sorted: 'Zoë  O'Brien' → 'obrien zoe'. */
export function nameKey(value: string | null | undefined, dropWords: ReadonlySet<string> = new Set()): string | undefined {
  if (!value) return undefined;
  const words = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s\-_/,.;:&+]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length > 0 && !dropWords.has(word));
  return words.length > 0 ? words.sort().join(' ') : undefined;
}

/** Trimmed and lower-cased; undefined when there is no '@' (not an address to match on). */
export function emailKey(value: string | null | undefined): string | undefined {
  const email = value?.trim().toLowerCase();
  return email && email.includes('@') ? email : undefined;
}

/** Digits only, the last 9 compared (so +44 7700 900123 and 07700 900123 match); fewer than 7 digits: none. */
export function phoneKey(value: string | null | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? digits.slice(-9) : undefined;
}

/** The host of a website without 'www.', lower-cased: 'https://www.Acme.co.uk/jobs' → 'acme.co.uk'. */
export function domainKey(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    const domain = host.replace(/^www\./, '');
    return domain.includes('.') ? domain : undefined;
  } catch {
    return undefined;
  }
}
