import { writeStoredSession } from '@luggage/api/session';
import { renderRoute } from '@luggage/app-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { businessLocales } from './locales';
import { businessRoutes } from './routes';

const open = (path: string, language: 'en' | 'zh-CN' = 'en') =>
  renderRoute(businessRoutes, { path, locales: businessLocales, language });

afterEach(() => localStorage.clear());

describe('business routes', () => {
  it.each(['/', '/bussiness/login'])('%s shows the business login', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { name: 'business login' })).toBeInTheDocument();
    expect(screen.getByLabelText('phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('verification code')).toBeInTheDocument();
  });

  it('the login in Chinese', async () => {
    open('/bussiness/login', 'zh-CN');
    expect(await screen.findByRole('heading', { name: '商家登录' })).toBeInTheDocument();
  });

  it('uses the business session: a signed-in shop goes to #/bussiness, a consumer session does not count', async () => {
    writeStoredSession(localStorage, 'user', { userId: '1', userToken: 'u', phone: '13800000000' });
    const consumerOnly = open('/bussiness/login');
    expect(await screen.findByRole('heading', { name: 'business login' })).toBeInTheDocument();
    consumerOnly.unmount();
    writeStoredSession(localStorage, 'business', { userId: '2', userToken: 'b', phone: '13900000000' });
    open('/bussiness/login');
    expect(await screen.findByRole('heading', { name: 'my shop' })).toBeInTheDocument();
  });

  it('checks the fields and sends nothing while sign-in is not open', async () => {
    open('/bussiness/login');
    await userEvent.click(await screen.findByRole('button', { name: 'log in' }));
    expect(screen.getByText('please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('please enter the 6-digit code')).toBeInTheDocument();
    expect(screen.getByLabelText('phone number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('phone number'), '139-0000-0000');
    expect(screen.getByLabelText('phone number')).toHaveValue('13900000000');
    await userEvent.type(screen.getByLabelText('verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'log in' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('shop sign-in opens with the business release');
  });

  it.each([
    ['/bussiness/orders', 'shop orders'],
    ['/bussiness/bind', 'bind a shop'],
    ['/send/bind', 'invite staff'],
    ['/bussiness', 'my shop'],
  ])('%s shows its titled screen', async (path, title) => {
    open(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each(['/home', '/bussiness/unknown', '/orders'])('%s shows the fallback page', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { name: 'page not found' })).toBeInTheDocument();
  });
});
