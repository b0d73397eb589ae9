/** English country names (and a few everyday ones) → ISO 3166-1 alpha-2 codes, from the runtime's own region names. */
const byName = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const map = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // Unknown codes come back as themselves; 'ZZ' is 'Unknown Region'.
      // Deprecated codes (UK, DD) canonicalise to another (GB, DE): only current codes count.
      const current = Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
      if (current && name && name !== code && code !== 'ZZ') map.set(name.toLowerCase(), code);
    }
  }
  for (const [alias, code] of Object.entries({
    uk: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB',
    usa: 'US', us: 'US', 'united states of america': 'US', america: 'US', uae: 'AE',
  })) {
    map.set(alias, code);
  }
  return map;
})();

export interface PlaceOfWork {
  /** The town or city: the location's first part, without remarks in brackets ('London (hybrid)' → 'London'). */
  locality?: string;
  country?: string;
  remote: boolean;
}

/**
 * A free-text location read for structured data: 'Manchester, UK', 'London (hybrid)', 'Remote (UK)',
 * 'Aberdeen (offshore rotation)'. The country comes from its last part or from a bracketed remark.
 */
export function placeOfWork(location: string | null | undefined): PlaceOfWork {
  const text = location?.trim() ?? '';
  const remarks = [...text.matchAll(/\(([^)]*)\)/g)].map((match) => match[1]!.trim());
  const base = text.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
  const parts = base.split(',').map((part) => part.trim()).filter(Boolean);
  const remote = /\bremote\b/i.test(text);
  const country = countryOf(base) ?? remarks.map((remark) => countryOf(remark)).find(Boolean);
  const first = parts[0];
  const locality = first && !/^remote$/i.test(first) && !(parts.length === 1 && countryOf(first)) ? first : undefined;
  return { ...(locality ? { locality } : {}), ...(country ? { country } : {}), remote };
}

/**
 * The country named at the end of a free-text location ('Manchester, UK', 'Berlin, Germany', 'Austin, TX, USA'),
 * as its ISO code; undefined when the location names none ('Leeds', 'Remote').
 */
export function countryOf(location: string | null | undefined): string | undefined {
  const last = location?.split(',').at(-1)?.trim().replace(/\.$/, '').toLowerCase();
  if (!last) return undefined;
  return byName.get(last);
}
