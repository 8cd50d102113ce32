import { expectSentToLogin } from '@luggage/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

describe('#/nocode', () => {
  it('sends a guest to the login', async () => {
    const { router } = await renderTravellerRoute('/nocode', { isGuest: true });
    await expectSentToLogin(router, '/nocode');
  });

  it('says what a promotion code is for and how to get one, with the way to #/verify', async () => {
    await renderTravellerRoute('/nocode');
    expect(await screen.findByRole('heading', { name: 'you do not have a promotion code yet' })).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'how to get one' });
    expect(within(how).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'confirm your real name with an SMS code',
      'verify it with your ID card number',
      'your code and QR appear under my promotion code',
    ]);
    expect(within(how).getByRole('link', { name: 'verify my real name' })).toHaveAttribute('href', '/verify');
  });

  it('speaks Chinese', async () => {
    await renderTravellerRoute('/nocode', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '您还没有推广码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/verify');
  });
});
