import type { ComponentType } from 'react';
import { createElement, isValidElement, lazy, useState } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';

interface PageModule<P> {
  default: ComponentType<P>;
}

/** A route's page whose code loads on demand, and can be loaded ahead with `preload()`. */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Like React's `lazy`, but a page whose code is already loaded renders at once instead of
 * suspending first. A page rendered on the server is then replaced by the same page, not by the
 * loader, when the browser's first render commits.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function Page(props: P) {
    // Chosen once per mount: switching component types later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}

function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && 'preload' in type;
}

/** Loads the code of every lazy page on the route to `pathname`. */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isLazyPage(route.element.type)
        ? route.element.type.preload()
        : Promise.resolve(),
    ),
  );
}
