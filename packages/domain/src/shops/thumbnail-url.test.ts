import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './thumbnail-url';

describe('thumbnailUrl', () => {
  it.each([
    ['/api/photos/shop-012-1.jpg', '/api/photos/shop-012-1_sm2.jpg'],
    ['/api/photos/shop.v2/front.photo.png', '/api/photos/shop.v2/front.photo_sm2.png'],
    ['https://cdn.example.com/a/b.jpeg?x=1.5#top', 'https://cdn.example.com/a/b_sm2.jpeg?x=1.5#top'],
    ['/api/photos.v1/shop-012-1', '/api/photos.v1/shop-012-1_sm2'],
    ['/api/photos/.hidden', '/api/photos/.hidden_sm2'],
    ['/api/photos/shop-012-1_sm2.jpg', '/api/photos/shop-012-1_sm2.jpg'],
  ])('%s → %s', (pic, expected) => expect(thumbnailUrl(pic)).toBe(expected));
});
