import { render, screen } from '@testing-library/react';
import { UserMenu } from './user-menu';

it("shows the user's photo from the copy that fits the 36 px avatar", () => {
  render(
    <UserMenu
      app="invest"
      profile={{
        _id: 'u1',
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '',
        profilePicture: { url: '/uploads/avatars/a1.w160-320.jpg' },
        addresses: [],
        active: 'true',
        role: 'user',
      }}
      onLogOut={() => {}}
    />,
  );

  const photo = screen.getByRole('img', { name: 'Asha Verma' });
  expect(photo).toHaveAttribute(
    'srcset',
    '/uploads/avatars/a1-160w.webp 160w, /uploads/avatars/a1-320w.webp 320w',
  );
  expect(photo).toHaveAttribute('sizes', '36px');
});
