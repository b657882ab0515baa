/**
 * Which saved address the checkout ships to, by its index in the profile's list (shop.md 4); null is
 * none. Pure, so the rules are tested on their own.
 */
export type AddressSelection = number | null;

/** Once the addresses load: the first one, if there is any. */
export function initialSelection(count: number): AddressSelection {
  return count > 0 ? 0 : null;
}

/**
 * After the address at `deleted` is removed, leaving `remaining` addresses: deleting the selected one
 * selects the first remaining (or none); deleting one before it shifts the selection down by one.
 */
export function selectionAfterDelete(
  selected: AddressSelection,
  deleted: number,
  remaining: number,
): AddressSelection {
  if (selected === null) return null;
  if (deleted === selected) return initialSelection(remaining);
  return deleted < selected ? selected - 1 : selected;
}

/** After a new address is saved: the new one, the last of the list the server answered with. */
export function selectionAfterAdd(savedCount: number): AddressSelection {
  return savedCount > 0 ? savedCount - 1 : null;
}

/** A selection that still points into a list of `count` addresses (the list may shrink elsewhere). */
export function validSelection(selected: AddressSelection, count: number): AddressSelection {
  if (selected === null || selected < count) return selected;
  return initialSelection(count);
}
