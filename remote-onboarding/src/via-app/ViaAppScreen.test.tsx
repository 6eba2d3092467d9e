import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderScreen } from 'shared-kernel/testing';
import { DEFAULT_MOBILE_PATH, mobileLink, mobilePath } from './mobileLink';
import { ViaAppScreen } from './ViaAppScreen';

it.each([
  [null, DEFAULT_MOBILE_PATH],
  ['/qes/abc', '/qes/abc'],
  ['https://evil.example', DEFAULT_MOBILE_PATH],
  ['//evil.example', DEFAULT_MOBILE_PATH],
  ['/\\evil', DEFAULT_MOBILE_PATH],
])('follows only a path of this app: %s → %s', (next, path) => expect(mobilePath(next)).toBe(path));

it('shows a QR code of the mobile page and the link as text', async () => {
  const h = renderScreen(<ViaAppScreen />, {
    route: '/via-app?next=%2Fqes%2Fabc',
    path: '/via-app',
    language: 'fr',
  });
  const link = mobileLink(window.location.origin, '/qes/abc');
  const qr = await screen.findByRole('img', { name: 'Code QR pour continuer sur votre téléphone' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
  await expectNoAxeViolations(h.container);
});
