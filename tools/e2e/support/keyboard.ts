import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the keyboard focus, and checks that the focus shows
 * (`:focus-visible`). Fails when the target is not reached within `max` presses: it cannot be reached
 * by keyboard, or sits behind far too many stops.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    const focused = await target.evaluate(
      (element) => element === document.activeElement && element.matches(':focus-visible'),
    );
    if (focused) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached within ${max} presses of Tab`);
}

/** Tabs to a text field and types into it, as a keyboard user would. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}
