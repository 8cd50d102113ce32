import { describe, expect, it } from 'vitest';
import { buildContentPage } from '../../mocks/factories';
import { wxLinkEndpoint } from '../act/wx-link';
import { contentPageEndpoint } from '../content/content-page';
import { contentPageSchema } from './content-page';

describe('content pages', () => {
  it('accepts the mock page and refuses a page repeating a FAQ id', () => {
    const page = buildContentPage();
    expect(contentPageSchema.safeParse(page).success).toBe(true);
    const faq = page.sections[0]!;
    const repeated = { ...page, sections: [faq, { ...faq, heading: 'Again' }] };
    expect(contentPageSchema.safeParse(repeated).error?.issues[0]?.message).toBe('FAQ entry ids must be unique within a page');
  });

  it.each([
    [{ name: 'safe' }, true],
    [{ name: 'guide', lang: 'zh-CN' }, true],
    [{ name: 'question' }, false],
    [{ name: 'guide', lang: 'fr' }, false],
  ])('page request %o valid: %s', (query, valid) => {
    expect(contentPageEndpoint.request.safeParse(query).success).toBe(valid);
  });

  it.each([
    ['pages/index/index', true],
    [' pages/index/index ', true],
    ['', false],
    ['pages/index?x=1', false],
    ['https://example.com/', false],
    ['a'.repeat(101), false],
  ])('wx_link page %j valid: %s', (page, valid) => {
    expect(wxLinkEndpoint.request.safeParse({ page }).success).toBe(valid);
  });
});
