/**
 * The width a page is rendered at on the server: a phone's when the browser says it is on one
 * (`Sec-CH-UA-Mobile: ?1`, or "Mobile" in its user agent), a laptop's otherwise. Layout decided in
 * script (`useMediaQuery`) then matches what the browser's first render draws.
 */
export function serverViewportWidth(headers: { userAgent?: string; mobileHint?: string }): number {
  const mobile = headers.mobileHint === '?1' || /\bMobile\b/.test(headers.userAgent ?? '');
  return mobile ? 412 : 1280;
}

/** Whether a media query's width conditions hold at `width` (other conditions count as true). */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}
