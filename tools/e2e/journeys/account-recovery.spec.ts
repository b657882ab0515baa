import { expect } from '@playwright/test';
import { mailLink, mailTo } from '../support/dev-mail';
import { tabTo } from '../support/keyboard';
import { chooseFromAccountMenu, signInAs } from '../support/sign-in';
import { test } from '../support/test';

// Someone who forgot their password asks for a link on the login page, follows it from the mail
// (listed at /dev/mail), chooses a new password and signs in with it; the old one no longer works.
test('reset a forgotten password by following the emailed link', async ({ page }) => {
  const email = `forgot.${Date.now()}@example.com`;
  const oldPassword = 'kheti-2026!';
  const newPassword = 'a fresh pass phrase';
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: 'Farida Khan', email, password: oldPassword },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The address changes before React draws the new page (a transition): the login page's Email
  // field is still there until the heading is.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(
      'If an account exists for that email, we have sent a link to reset its password.',
    ),
  ).toBeVisible();

  const link = await mailLink(page.request, email, 'Reset your Mitti password', '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Your password has been reset. Please sign in with the new one.'),
  ).toBeVisible();

  const old = await page.request.post('/api/auth/login', {
    data: { email, password: oldPassword },
  });
  expect(old.status()).toBe(401);
  await signInAs(page, email, newPassword);

  // The link opened again says at once that it is used, before any password is typed.
  await page.goto(link);
  await expect(
    page.getByText('This link has already been used. Please ask for a new one.'),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

// A new account asks for the link again from the profile, confirms its email from it, then may invest.
test('confirm the email from the link sent at sign-up', async ({ page }) => {
  const email = `confirm.${Date.now()}@example.com`;
  const password = 'kheti-2026!';
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: 'Omkar Desai', email, password },
  });
  expect(signup.status()).toBe(201);
  await signInAs(page, email, password);

  await page.goto('/profile');
  const resend = page.getByRole('button', { name: 'Resend the email' });
  await tabTo(page, resend);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`We have sent a new link to ${email}.`)).toBeVisible();
  // Busy while it sends, the button gives the keyboard's focus back, not to the page.
  await expect(resend).toBeFocused();

  await page.goto(
    await mailLink(page.request, email, 'Confirm your email address', '/confirm-email'),
  );
  await expect(page.getByText(/Your email address is confirmed\./)).toBeVisible();
});

// A signed-in owner changes the email from the profile: the link goes to the new address, and once
// followed the account signs in with the new address only; the old address is told.
test('change the email from the profile by following the link sent to the new address', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `moving.${stamp}@example.com`;
  const newEmail = `moved.${stamp}@example.com`;
  const password = 'kheti-2026!';
  const signup = await page.request.post('/api/auth/signup', {
    data: { username: 'Ira Sen', email, password },
  });
  expect(signup.status()).toBe(201);
  await signInAs(page, email, password);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Email' });
  await expect(section.getByText(email)).toBeVisible();
  await section.getByRole('button', { name: 'Change email' }).click();
  const form = section.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(section.getByText(`Pending: check ${newEmail} for the link`)).toBeVisible();

  await page.goto(
    await mailLink(
      page.request,
      newEmail,
      'Confirm your new email address',
      '/confirm-email-change',
    ),
  );
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(section.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(section.getByText(/Pending:/)).toHaveCount(0);

  const old = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(old.status()).toBe(401);
  expect(await mailTo(page.request, email, 'Your Mitti email address was changed')).toContain(
    `was just changed to ${newEmail}`,
  );
  await chooseFromAccountMenu(page, 'Log Out');
  await signInAs(page, newEmail, password);
});
