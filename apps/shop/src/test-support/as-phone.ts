/**
 * A phone's screen for MUI's useMediaQuery, which reads matchMedia (jsdom has none, so the desktop
 * default applies). Undo it with `Reflect.deleteProperty(window, 'matchMedia')`.
 */
export function asPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: !query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
