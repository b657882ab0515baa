import { expect } from '@playwright/test';
import { chooseFromAccountMenu, signInAs } from '../support/sign-in';
import { test } from '../support/test';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// A new person signs up, signs in once for both apps, manages their profile and addresses, logs out.
test('sign up, sign in across both apps, edit the profile and addresses, log out', async ({
  page,
}) => {
  const email = `asha.${Date.now()}@example.com`;
  const password = 'kheti-2026!';

  await page.goto('/signup');
  await page.getByLabel('Username').fill('Asha Verma');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Signup successful! Please log in.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await header.getByRole('button', { name: /account/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The shop is another app on the same origin: the sign-in carries over.
  await page.goto('/shop/');
  await expect(page.getByRole('banner').getByRole('button', { name: /account/i })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('No phone number provided')).toBeVisible();
  await expect(page.getByText('No saved addresses found')).toBeVisible();

  await page.getByRole('button', { name: 'Edit full name' }).click();
  await page.getByLabel('Full Name').fill('Asha V. Verma');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asha V. Verma').first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit phone number' }).click();
  await page.getByLabel('Phone Number').fill('9876543210');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('9876543210')).toBeVisible();

  // A real picture, uploaded, stored and served back.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(page.getByText('Profile photo updated!')).toBeVisible();
  const photoUrl = await page
    .getByRole('img', { name: /Asha V\. Verma/ })
    .first()
    .getAttribute('src');
  expect(photoUrl).toMatch(/^\/uploads\//);
  const photo = await page.request.get(photoUrl!);
  expect(photo.headers()['content-type']).toBe('image/png');

  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Address Name').fill('Home');
  await dialog.getByLabel('Street Address').fill('12 MG Road');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByLabel('State').fill('Maharashtra');
  await dialog.getByLabel('ZIP Code').fill('411001');
  await dialog.getByLabel('Country').fill('India');
  await dialog.getByLabel('Phone Number').fill('9876501234');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('12 MG Road')).toBeVisible();

  await page.getByRole('button', { name: /edit address/i }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await edit.getByLabel('City').fill('Nashik');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(/Nashik/)).toBeVisible();

  // Reload: the change is on the server, not only on screen.
  await page.reload();
  await expect(page.getByText(/Nashik/)).toBeVisible();
  await expect(page.getByText('Asha V. Verma').first()).toBeVisible();

  await page.getByRole('button', { name: /delete address/i }).click();
  await expect(page.getByText('Are you sure you want to delete this address?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('No saved addresses found')).toBeVisible();

  await chooseFromAccountMenu(page, 'Log Out');
  await expect(page).toHaveURL(/\/farms$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

// A new person changes the password in the profile: another device is signed out, the old password
// stops working and the new one signs in.
test('change the password in the profile, log out, sign in with the new one', async ({ page }) => {
  const email = `ravi.${Date.now()}@example.com`;
  const oldPassword = 'kheti-2026!';
  const newPassword = 'a fresh pass phrase';
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: 'Ravi Kumar', email, password: oldPassword },
  });
  expect(signup.status()).toBe(201);
  // Another device, signed in before the change.
  const phone = await page.request.post('/api/auth/login', {
    data: { email, password: oldPassword },
  });
  const { token: phoneToken } = (await phone.json()) as { token: string };

  await signInAs(page, email, oldPassword);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel(/^New password/).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The current password is not right.')).toBeVisible();

  await form.getByLabel('Current password').fill(oldPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Password changed. You have been signed out on other devices.'),
  ).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  // Busy while it worked, the button has the focus back.
  await expect(form.getByRole('button', { name: 'Change Password' })).toBeFocused();

  const refused = await page.request.get('/api/user-profile', {
    headers: { authorization: `Bearer ${phoneToken}` },
  });
  expect(refused.status()).toBe(401);
  // This browser goes on with its new token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  const changedToken = await page.evaluate(
    () => localStorage.getItem('token') ?? sessionStorage.getItem('token'),
  );
  await chooseFromAccountMenu(page, 'Log Out');
  await expect(page).toHaveURL(/\/farms$/);
  // Log Out ended the session on the server: the token is refused even where it was copied.
  const afterLogOut = await page.request.get('/api/user-profile', {
    headers: { authorization: `Bearer ${changedToken}` },
  });
  expect(afterLogOut.status()).toBe(401);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Invalid credentials/)).toBeVisible();

  await signInAs(page, email, newPassword);
  await page.goto('/profile');
  await expect(page.getByText(email).first()).toBeVisible();
});
