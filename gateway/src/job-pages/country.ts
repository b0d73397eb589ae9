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

/**
 * The country named at the end of a free-text location ('Manchester, UK', 'Berlin, Germany', 'Austin, TX, USA'),
 * as its ISO code; undefined when the location names none ('Leeds', 'Remote').
 */
export function countryOf(location: string | null | undefined): string | undefined {
  const last = location?.split(',').at(-1)?.trim().replace(/\.$/, '').toLowerCase();
  if (!last) return undefined;
  return byName.get(last);
}
