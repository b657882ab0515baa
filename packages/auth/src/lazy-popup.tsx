import { lazy, useEffect, type ComponentType } from 'react';

/**
 * React.lazy for a popup the user opens (a menu, a drawer, a dialog). If its code cannot be fetched,
 * because the device went offline since the page loaded, the popup closes again instead of breaking
 * the page, and the next opening fetches it afresh: React.lazy alone would keep the failure for good.
 */
export function lazyPopup<P extends object>(
  load: () => Promise<ComponentType<P>>,
  close: (props: P) => void,
): ComponentType<P> {
  const attempt = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        (Component) => ({ default: Component }),
        () => ({ default: NotLoaded }),
      ),
    );
  let Popup = attempt();
  // Tried again only as it closes: trying at once would fetch in a loop while offline.
  function NotLoaded(props: P) {
    useEffect(() => {
      Popup = attempt();
      close(props);
    });
    return null;
  }
  return function LazyPopup(props: P) {
    return <Popup {...props} />;
  };
}
