import {
  initialSelection,
  selectionAfterAdd,
  selectionAfterDelete,
  validSelection,
} from './address-selection';

describe('address selection', () => {
  it('selects the first saved address once loaded, or none', () => {
    expect(initialSelection(3)).toBe(0);
    expect(initialSelection(0)).toBeNull();
  });

  it('deleting the selected address selects the first remaining one', () => {
    expect(selectionAfterDelete(1, 1, 2)).toBe(0);
    expect(selectionAfterDelete(0, 0, 2)).toBe(0);
  });

  it('deleting the selected and only address selects none', () => {
    expect(selectionAfterDelete(0, 0, 0)).toBeNull();
  });

  it('deleting an address before the selected one shifts the selection down by one', () => {
    expect(selectionAfterDelete(2, 0, 2)).toBe(1);
    expect(selectionAfterDelete(2, 1, 2)).toBe(1);
  });

  it('deleting an address after the selected one keeps the selection', () => {
    expect(selectionAfterDelete(0, 2, 2)).toBe(0);
    expect(selectionAfterDelete(1, 2, 2)).toBe(1);
  });

  it('keeps none selected when deleting with nothing selected', () => {
    expect(selectionAfterDelete(null, 0, 1)).toBeNull();
  });

  it('adding an address selects it: the last of the saved list', () => {
    expect(selectionAfterAdd(1)).toBe(0);
    expect(selectionAfterAdd(3)).toBe(2);
    expect(selectionAfterAdd(0)).toBeNull();
  });

  it('falls back to the first address when the list shrank under the selection', () => {
    expect(validSelection(2, 3)).toBe(2);
    expect(validSelection(2, 2)).toBe(0);
    expect(validSelection(1, 0)).toBeNull();
    expect(validSelection(null, 2)).toBeNull();
  });
});
