import {
  cityListEndpoint,
  clientConfigEndpoint,
  contentPageEndpoint,
  storeSearchByCoordinateEndpoint,
  type ContentPage,
} from '@luggage/api/contract';
import { buildCity, buildClientConfig, buildContentPage, mockEndpoint } from '@luggage/api/mocks';
import type { Language } from '@luggage/app-shell/i18n';
import { recordedEndpoint, requestLog, setUpMsw } from '@luggage/app-shell/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderTravellerRoute } from '../app/test/render-traveller-route';

/** A page whose title and text name the page and language asked for, so the tests see what was asked. */
function pageFor(params: Record<string, unknown>): ContentPage {
  const name = String(params.name) as ContentPage['name'];
  const language = params.lang === 'zh-CN' ? 'zh-CN' : 'en';
  if (name === 'questions') return buildContentPage({ language });
  return buildContentPage({
    name,
    language,
    title: `${name} title (${language})`,
    sections: [
      { kind: 'text', heading: `${name} first heading`, paragraphs: [`${name} first paragraph`, `${name} second paragraph`] },
      { kind: 'text', heading: `${name} second heading`, paragraphs: [`${name} third paragraph`] },
    ],
  });
}

const asked = requestLog();
const server = setUpMsw(
  recordedEndpoint(contentPageEndpoint, asked, (params) => ({ content: pageFor(params) })),
  // The guide's button leads to the map home, which asks for these.
  mockEndpoint(clientConfigEndpoint, { content: buildClientConfig() }),
  mockEndpoint(cityListEndpoint, { content: [buildCity()] }),
  mockEndpoint(storeSearchByCoordinateEndpoint, {
    content: { stores: [], cover: true, cityNum: 1, longitude: 121.491, latitude: 31.233, cityName: '上海', cityId: 1, geo: 'wtw3sjq' },
  }),
);

const open = (path: string, language: Language = 'en') => renderTravellerRoute(path, { language, isGuest: true });

describe('information pages', () => {
  it.each(['about', 'notice', 'rule', 'rule2', 'safe'])('#/%s shows the server page under its title', async (name) => {
    await open(`/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${name} title (en)` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${name} first heading` })).toBeInTheDocument();
    expect(screen.getByText(`${name} second paragraph`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${name} second heading` })).toBeInTheDocument();
    expect(asked).toEqual([{ name, lang: 'en', v: 'web' }]);
  });

  it('asks in the UI language and follows a language switch', async () => {
    const { i18n } = await open('/safe', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: 'safe title (zh-CN)' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'safe title (en)' })).toBeInTheDocument();
    expect(asked.map((params) => params.lang)).toEqual(['zh-CN', 'en']);
  });

  it('shows the route title and a loading state until the page arrives', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`*${contentPageEndpoint.path}`, async ({ request }) => {
        await arrived;
        return HttpResponse.json({ status: 1, content: pageFor(Object.fromEntries(new URL(request.url).searchParams)) });
      }),
    );
    await open('/safe');
    expect((await screen.findByText('loading the page…')).closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'storage safety guarantee' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'safe title (en)' })).toBeInTheDocument();
    expect(screen.queryByText('loading the page…')).toBeNull();
  });

  it("shows the server's error and loads again on retry", async () => {
    server.use(mockEndpoint(contentPageEndpoint, { errorMsg: 'this page does not exist' }));
    await open('/rule2');
    expect(await screen.findByRole('alert')).toHaveTextContent('this page does not exist');
    server.use(mockEndpoint(contentPageEndpoint, (params) => ({ content: pageFor(params) })));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'rule2 title (en)' })).toBeInTheDocument();
  });

  it('the guide ends with a button to the map home', async () => {
    await open('/guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'guide title (en)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'find storage on the map' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'view nearby storage points' })).toBeInTheDocument();
  });
});

describe('a page that refers to support', () => {
  it('ends with its contact section: each way to reach support is a link, in the app’s language', async () => {
    const support = { phone: '+86 400 820 8820', wechatUrl: 'https://work.weixin.qq.com/kfid/kfc01', email: 'help@example.com' };
    server.use(
      mockEndpoint(contentPageEndpoint, {
        content: buildContentPage({
          name: 'about',
          language: 'zh-CN',
          title: '关于我们',
          sections: [
            { kind: 'text', heading: '联系我们', paragraphs: ['其他问题请联系客服。'] },
            { kind: 'contact', heading: '联系客服', contact: support },
          ],
        }),
      }),
    );
    await open('/about', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 2, name: '联系客服' })).toBeInTheDocument();
    const links = screen.getByRole('list', { name: '联系客服的方式' });
    expect(within(links).getByRole('link', { name: '致电 +86 400 820 8820' })).toHaveAttribute('href', 'tel:+864008208820');
    expect(within(links).getByRole('link', { name: '微信客服' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links).getByRole('link', { name: '发邮件至 help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });
});

describe('#/questions', () => {
  it('lists the questions under their topic; each answer opens and closes with its button', async () => {
    await open('/questions');
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds and cancelling' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'common questions' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Until when can I cancel an order?' });
    expect(question.closest('h3')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Before storage, until 24:00 of the storage date.')).not.toBeVisible();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(question.getAttribute('aria-controls')!);
    expect(answer).toHaveTextContent('Before storage, until 24:00 of the storage date.');
    expect(answer).toBeVisible();
    expect(screen.getByRole('button', { name: 'Can I cancel after unlocking the voucher?' })).toHaveAttribute('aria-expanded', 'false');

    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });
});

describe('#/question', () => {
  it('shows the question named by id, with a link back to all questions', async () => {
    await open('/question?id=voucher-unlocked');
    expect(await screen.findByRole('heading', { level: 2, name: 'Can I cancel after unlocking the voucher?' })).toBeInTheDocument();
    expect(screen.getByText('No. Once the voucher is unlocked the luggage counts as stored.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'question' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'all common questions' }));
    expect(await screen.findByRole('button', { name: 'Until when can I cancel an order?' })).toBeInTheDocument();
  });

  it('ends with the page’s way to reach support when the server added one', async () => {
    const contact = { kind: 'contact' as const, heading: 'contact customer support', contact: { phone: null, wechatUrl: 'https://work.weixin.qq.com/kfid/kfc01', email: null } };
    server.use(mockEndpoint(contentPageEndpoint, { content: buildContentPage({ sections: [...buildContentPage().sections, contact] }) }));
    await open('/question?id=cancel');
    expect(await screen.findByRole('heading', { level: 2, name: 'contact customer support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WeChat customer service' })).toHaveAttribute('href', 'https://work.weixin.qq.com/kfid/kfc01');
  });

  it.each(['/question?id=no-such-question', '/question'])('%s says the question was not found', async (path) => {
    await open(path, 'zh-CN');
    expect(await screen.findByText('没有找到这个问题')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '全部常见问题' })).toHaveAttribute('href', '/questions');
  });
});

describe('#/help', () => {
  it('tab=0 is the service guide; arrow keys, Home and End move between the tabs', async () => {
    const { router } = await open('/help?tab=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'help' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'help topics' });
    const [guideTab, questionsTab] = within(tablist).getAllByRole('tab');
    expect(guideTab).toHaveAccessibleName('service guide');
    expect(questionsTab).toHaveAccessibleName('common questions');
    expect(guideTab).toHaveAttribute('aria-selected', 'true');
    expect(questionsTab).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'service guide' });
    expect(await within(panel).findByRole('heading', { level: 2, name: 'help first heading' })).toBeInTheDocument();

    guideTab!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(questionsTab).toHaveAttribute('aria-selected', 'true');
    expect(questionsTab).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=1');
    const faqPanel = screen.getByRole('tabpanel', { name: 'common questions' });
    expect(await within(faqPanel).findByRole('button', { name: 'Until when can I cancel an order?' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(guideTab).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(questionsTab).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(guideTab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=0');
    expect(asked.map((params) => params.name)).toEqual(['help', 'questions']);
  });

  it('tab=1 opens on the common questions; a click selects the service guide', async () => {
    await open('/help?tab=1', 'zh-CN');
    expect(await screen.findByRole('tab', { name: '常见问题', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '服务指南' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'help first heading' })).toBeInTheDocument();
  });
});
