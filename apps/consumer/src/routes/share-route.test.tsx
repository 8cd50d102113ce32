import type { Language } from '@luggage/app-shell/i18n';
import { setUpMsw } from '@luggage/app-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browseInsideWeChat } from '../app/test/browse-inside-wechat';
import { renderTravellerRoute } from '../app/test/render-traveller-route';
import { fakeWeChatSdk } from '../shared/wechat-sdk/fake-wechat-sdk';
import { stubNavigator } from '../app/test/stub-navigator';

const server = setUpMsw();

const openShare = (language: Language = 'en') => renderTravellerRoute('/share', { language, isGuest: true });

const card = {
  title: 'Luggage storage nearby',
  description: 'Find a partner shop near you, book online and travel light.',
  link: 'http://localhost:3000/#/home',
  imageUrl: 'http://localhost:3000/share-icon.png',
};

describe('#/share', () => {
  it('presents the product under the screen title, with the way home', async () => {
    await openShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'share' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toBeInTheDocument();
    expect(screen.getByText(card.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'share with friends' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute('href', '/');
  });

  it("inside WeChat sets the product's card, which opens the home, and says where to tap", async () => {
    const { wx } = browseInsideWeChat(server);
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(screen.getByRole('alertdialog', { name: 'share with friends' })).toHaveAccessibleDescription(
      'Tap ··· at the top right to send it to a friend or share it to Moments.',
    );
    await waitFor(() => expect(wx.timelineShares).toHaveLength(1));
    expect(wx.appMessageShares).toEqual([{ title: card.title, desc: card.description, link: card.link, imgUrl: card.imageUrl }]);
    expect(wx.timelineShares).toEqual([{ title: card.title, link: card.link, imgUrl: card.imageUrl }]);
  });

  it('still says where to tap when WeChat refuses the SDK: its menu then shares the page with its plain card', async () => {
    const { wx } = browseInsideWeChat(server, fakeWeChatSdk({ refuseConfig: 'config:invalid url domain' }));
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    await waitFor(() => expect(wx.configs).toHaveLength(1));
    expect(screen.getByRole('alertdialog', { name: 'share with friends' })).toHaveAccessibleDescription(
      'Tap ··· at the top right to send it to a friend or share it to Moments.',
    );
    expect(wx.appMessageShares).toEqual([]);
  });

  it("outside WeChat hands the card to the system's share sheet", async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(share).toHaveBeenCalledWith({ title: card.title, text: card.description, url: card.link });
  });

  it('copies the link when the share sheet cannot take it', async () => {
    stubNavigator('share', () => Promise.reject(new DOMException('Must be handling a user gesture', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    await openShare();
    await userEvent.click(await screen.findByRole('button', { name: 'share with friends' }));
    expect(await screen.findByText('link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(card.link);
  });

  it('speaks Chinese', async () => {
    await openShare('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '分享' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '行李寄存 · 附近随时存' })).toBeInTheDocument();
    expect(screen.getByText('找到身边的合作门店，在线预约，轻装出行。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '分享给好友' }));
    expect(screen.getByRole('alertdialog', { name: '分享给好友' })).toHaveAccessibleDescription(expect.stringContaining('复制下面的链接，发送给好友：'));
    expect(screen.getByRole('textbox', { name: '分享链接' })).toHaveValue(card.link);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
