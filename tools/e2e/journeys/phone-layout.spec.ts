import { expect } from '@playwright/test';
import { test } from '../support/test';
import { signInAs } from '../support/sign-in';

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test('on a phone the dashboard draws the whole allocation ring inside its chart', async ({
  page,
}) => {
  await signInAs(page, 'investor@mitti.test');
  const card = page.getByRole('region', { name: 'Allocation by farm' });
  const chart = card.getByRole('img', { name: /^Allocation by farm:/ });
  // MUI X Charts' own class names: the drawing, and the ring's arcs in it (not the legend's marks).
  const arcs = chart.locator('.MuiPieChart-root path');
  await expect(arcs.first()).toBeVisible();
  const drawing = await chart.locator('svg.MuiChartsSvgLayer-root').boundingBox();
  if (!drawing) throw new Error('the chart has no drawing');

  for (const arc of await arcs.all()) {
    const box = await arc.boundingBox();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(drawing.x - 1);
    expect(box.y).toBeGreaterThanOrEqual(drawing.y - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(drawing.x + drawing.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(drawing.y + drawing.height + 1);
  }
});
