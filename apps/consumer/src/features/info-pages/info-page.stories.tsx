import { contentPageEndpoint } from '@luggage/api/contract';
import { buildContentPage, mockEndpoint } from '@luggage/api/mocks';
import { Button } from '@luggage/ui/button';
import { screenStory } from '@luggage/app-shell/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consumerLocales } from '../../app/locales';
import { InfoPage } from './info-page';

const meta = {
  title: 'Consumer/Information page',
  component: InfoPage,
  parameters: screenStory(consumerLocales, { route: '/', frame: null }),
  args: { name: 'questions', fallbackTitle: 'common questions' },
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The common questions in English: topics with their questions, answers folded away until asked for. */
export const Questions: Story = {
  parameters: { msw: [mockEndpoint(contentPageEndpoint, { content: buildContentPage() })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole('button', { name: 'Until when can I cancel an order?' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Refunds and cancelling' })).toBeVisible();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(canvas.getByText('Before storage, until 24:00 of the storage date.')).toBeVisible();
  },
};

/** About us with a support contact configured: the page ends with the ways to reach support, each a link. */
export const AboutWithSupportContact: Story = {
  args: { name: 'about', fallbackTitle: 'about us' },
  parameters: {
    msw: [
      mockEndpoint(contentPageEndpoint, {
        content: buildContentPage({
          name: 'about',
          title: 'about us',
          sections: [
            { kind: 'text', heading: 'Contact', paragraphs: ['Questions about an order, a shop or the service? For anything else, contact customer support.'] },
            {
              kind: 'contact',
              heading: 'contact customer support',
              contact: { phone: '+86 400 820 8820', wechatUrl: 'https://work.weixin.qq.com/kfid/kfc01', email: 'help@example.com' },
            },
          ],
        }),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findByRole('list', { name: 'ways to reach customer support' });
    await expect(within(links).getAllByRole('link')).toHaveLength(3);
    await expect(within(links).getByRole('link', { name: 'call +86 400 820 8820' })).toHaveAttribute('href', 'tel:+864008208820');
  },
};

/** The guide in Chinese: the three steps, then the way to the map. */
export const GuideInChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    name: 'guide',
    fallbackTitle: '服务指南',
    footer: <Button>去地图上找寄存点</Button>,
  },
  parameters: {
    msw: [
      mockEndpoint(contentPageEndpoint, {
        content: buildContentPage({
          name: 'guide',
          language: 'zh-CN',
          title: '服务指南',
          sections: [
            { kind: 'text', heading: '第一步：搜索地点，点击黄色图标', paragraphs: ['在地图首页选择城市，搜索您要去的地点。'] },
            { kind: 'text', heading: '第二步：填写寄存信息，完成预约', paragraphs: ['请先预约再前往：没有预约订单，商户无法接收您的行李。'] },
            { kind: 'text', heading: '第三步：打开我的订单，导航到店，出示寄存凭证', paragraphs: ['到店后向店员出示寄存凭证。'] },
          ],
        }),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '第一步：搜索地点，点击黄色图标' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: '服务指南' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去地图上找寄存点' })).toBeVisible();
  },
};
