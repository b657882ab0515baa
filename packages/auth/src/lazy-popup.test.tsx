import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyPopup } from './lazy-popup';

interface PopupProps {
  onClose: () => void;
}

function Popup({ onClose }: PopupProps) {
  return (
    <div role="dialog" aria-label="Account">
      <button onClick={onClose}>Close</button>
    </div>
  );
}

const offline = () =>
  Promise.reject<ComponentType<PopupProps>>(
    new TypeError('Failed to fetch dynamically imported module: /assets/popup-1.js'),
  );

/** A button opening the popup, as the header's menus do. */
function Opener({ LazyPopup }: { LazyPopup: ComponentType<PopupProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button aria-expanded={open} onClick={() => setOpen(true)}>
        Account menu
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

test('a popup whose code cannot be fetched closes again, and the next opening fetches it', async () => {
  const user = userEvent.setup();
  const load = jest
    .fn<Promise<ComponentType<PopupProps>>, []>()
    .mockImplementationOnce(offline)
    .mockResolvedValueOnce(Popup);
  render(<Opener LazyPopup={lazyPopup(load, (props) => props.onClose())} />);
  const opener = screen.getByRole('button', { name: 'Account menu' });

  await user.click(opener);

  expect(await screen.findByRole('button', { name: 'Account menu', expanded: false })).toBe(opener);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  await user.click(opener);

  expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(opener);
  expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
