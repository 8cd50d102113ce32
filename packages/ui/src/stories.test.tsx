import { composeStories, setProjectAnnotations, type composeStory, type Decorator } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { UiLanguage } from './locales';
import { createTestI18n } from './test/create-test-i18n';

// Renders every story of the package, so a story cannot break silently. The decorator mirrors the
// designers' Storybook preview (tooling/storybook): the `locale` global picks the language.
const i18nByLocale = { en: createTestI18n('en'), 'zh-CN': createTestI18n('zh-CN') };
const withLocale: Decorator = (Story, { globals }) => (
  <I18nextProvider i18n={i18nByLocale[(globals.locale as UiLanguage | undefined) ?? 'en']}>
    <Story />
  </I18nextProvider>
);
setProjectAnnotations({ decorators: [withLocale], initialGlobals: { locale: 'en' } });

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const stories = Object.values(modules).flatMap(
  (module) => Object.values(composeStories(module)) as ComposedStory[],
);

/** Asserts an open dialog with this name, description and buttons. */
function expectDialog(name: string, description: string, buttons: string[]) {
  const dialog = screen.getByRole('alertdialog', { name });
  expect(dialog).toHaveAccessibleDescription(description);
  for (const button of buttons) expect(within(dialog).getByRole('button', { name: button })).toBeVisible();
}

/** What each story without a play function of its own must show, by story id. */
const checks: Record<string, (user: UserEvent) => unknown> = {
  'ui-dialogs-alertdialog--default': () =>
    expectDialog('error notice', 'token has expired, please log in again', ['I know']),
  'ui-dialogs-alertdialog--custom-texts': () =>
    expectDialog('storage safety guarantee', 'every item is insured while stored.', ['got it']),
  'ui-dialogs-alertdialog--chinese': () => expectDialog('错误提示', '登录已过期，请重新登录', ['我知道了']),
  'ui-dialogs-alertdialog--opened-from-button': async (user) => {
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'open the alert' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'I know' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  },
  'ui-dialogs-confirmdialog--default': () =>
    expectDialog('error notice', 'the order cannot be cancelled once the voucher is unlocked. continue?', [
      'confirm',
      'cancel',
    ]),
  'ui-dialogs-confirmdialog--switch-city': () =>
    expectDialog('choose a city', 'please choose the city where you need storage', ['switch city', 'cancel']),
  'ui-dialogs-confirmdialog--chinese': () =>
    expectDialog('错误提示', '凭证解锁后订单不可取消，是否继续？', ['确定', '取消']),
  'ui-datepicker--default': () => {
    const button = screen.getByRole('button', { name: 'start date 24 Nov 2026' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAccessibleDescription('tomorrow');
  },
  'ui-datepicker--with-error': () => {
    const button = screen.getByRole('button', { name: 'end date 24 Nov 2026' });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('the end date cannot be before the start date');
  },
  'ui-textfield--default': () => {
    expect(screen.getByRole('textbox', { name: 'phone number' })).not.toHaveAttribute('aria-invalid', 'true');
  },
  'ui-textfield--with-error': () => {
    const input = screen.getByRole('textbox', { name: 'phone number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('a mainland China mobile number has 11 digits and starts with 1');
  },
  'ui-textfield--with-prefix-and-suffix': () => {
    expect(screen.getByText('+86')).toBeVisible();
    expect(screen.getByRole('button', { name: 'send code' })).toBeVisible();
  },
  'ui-toasthost--default': () =>
    expect(screen.getByRole('status', { name: 'notifications' })).toHaveTextContent(
      'no network connection, please try again later',
    ),
  'ui-toasthost--stacked': () => {
    const region = screen.getByRole('status', { name: 'notifications' });
    expect(region).toHaveTextContent('request error');
    expect(region).toHaveTextContent('no storage points nearby for now, you can try another place');
  },
  'ui-toasthost--chinese': () =>
    expect(screen.getByRole('status', { name: '消息通知' })).toHaveTextContent('网络未连接，请稍后再试'),
  'ui-toasthost--playground': async (user) => {
    await user.click(screen.getByRole('button', { name: 'store toast' }));
    expect(screen.getByRole('status', { name: 'notifications' })).toHaveTextContent('shown for 1500 ms');
  },
  'ui-topbar--with-back': () => {
    expect(screen.getByRole('heading', { name: 'cities covered by the business' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'back' })).toBeVisible();
  },
  'ui-topbar--title-only': () => {
    expect(screen.getByRole('heading', { name: 'cities covered by the business' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
  'ui-topbar--menu': () => {
    expect(screen.getByRole('heading', { name: 'view nearby storage points' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'home' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'user centre' })).toBeVisible();
  },
  'ui-topbar--chinese': () => {
    expect(screen.getByRole('heading', { name: '查看附近寄存点' })).toBeVisible();
    for (const name of ['返回', '个人中心']) expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getByRole('link', { name: '首页' })).toBeVisible();
  },
  'ui-states-loadingstate--default': () => expect(screen.getByRole('status')).toHaveTextContent('loading…'),
  'ui-states-loadingstate--custom-text': () => expect(screen.getByRole('status')).toHaveTextContent('locating…'),
  'ui-states-loadingstate--chinese': () => expect(screen.getByRole('status')).toHaveTextContent('加载中…'),
  'ui-reviewstars--four-stars': () => expect(screen.getByRole('img', { name: '4 stars out of 5' })).toBeVisible(),
  'ui-reviewstars--one-star': () => expect(screen.getByRole('img', { name: '1 star out of 5' })).toBeVisible(),
  'ui-reviewstars--chinese': () => expect(screen.getByRole('img', { name: '5 星（满分 5 星）' })).toBeVisible(),
  'ui-states-emptystate--default': () => expect(screen.getByText('nothing here yet')).toBeVisible(),
  'ui-states-emptystate--with-action': () => {
    expect(screen.getByText('no orders yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'find a storage point' })).toBeVisible();
  },
  'ui-states-emptystate--chinese': () => {
    expect(screen.getByText('暂无订单')).toBeVisible();
    expect(screen.getByRole('button', { name: '去寄存' })).toBeVisible();
  },
  'ui-states-errorstate--default': () => {
    expect(screen.getByRole('alert')).toHaveTextContent('something went wrong, please try again');
    expect(screen.getByRole('button', { name: 'retry' })).toBeVisible();
  },
  'ui-states-errorstate--server-message': () =>
    expect(screen.getByRole('alert')).toHaveTextContent('the merchant does not exist or has been taken off the shelves'),
  'ui-states-errorstate--chinese': () => {
    expect(screen.getByRole('alert')).toHaveTextContent('出错了，请稍后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeVisible();
  },
  'ui-fallbackpage--default': () => {
    expect(screen.getByRole('heading', { name: 'page not found' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'back to home' })).toBeVisible();
  },
  'ui-fallbackpage--chinese': () => {
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

describe('stories', () => {
  it('has a check for every story without a play function and a story for every check', () => {
    const unplayed = stories.filter((story) => !story.play).map((story) => story.id);
    expect(unplayed.sort()).toEqual(Object.keys(checks).sort());
  });

  it.each(stories.map((story) => [story.id, story] as const))('%s renders', async (id, Story) => {
    if (Story.play) {
      await Story.run();
      return;
    }
    const user = userEvent.setup();
    await act(async () => {
      render(<Story />);
    });
    await checks[id]?.(user);
  });
});
