import { boughtAgainMessage } from './bought-again-message';

const GHEE = { name: 'A2 Cow Ghee', size: '1 l' };
const MILLET = { name: 'Foxtail Millet', size: '1 kg' };

it('counts the units added when every line went in whole', () => {
  expect(
    boughtAgainMessage([
      { ...GHEE, wanted: 2, added: 2 },
      { ...MILLET, wanted: 1, added: 1 },
    ]),
  ).toEqual({ severity: 'success', text: 'Added 3 items to your cart.' });
  expect(boughtAgainMessage([{ ...GHEE, wanted: 1, added: 1 }]).text).toBe(
    'Added 1 item to your cart.',
  );
});

it('names each line that fell short, and says when nothing could go in', () => {
  expect(
    boughtAgainMessage([
      { ...GHEE, wanted: 4, added: 1 },
      { ...MILLET, wanted: 1, added: 0 },
    ]),
  ).toEqual({
    severity: 'info',
    text: 'Added 1 item to your cart. A2 Cow Ghee (1 l): only 1 of 4 added. Foxtail Millet (1 kg) is not in stock now.',
  });
  expect(boughtAgainMessage([{ ...MILLET, wanted: 2, added: 0 }])).toEqual({
    severity: 'error',
    text: 'Nothing from this order is in stock now.',
  });
});
