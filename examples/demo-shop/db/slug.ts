/** WordPress-like sanitize_title: lower case, ASCII letters/digits, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';
}

/** Returns `base`, or `base-2`, `base-3`… whichever `taken` does not report as used. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  let candidate = base;
  for (let n = 2; taken(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
