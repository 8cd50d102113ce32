import { LUGGAGE_PHOTO_MAX_BYTES, uploadLuggagePhotoEndpoint, type LoginResponse } from '@luggage/api/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  exifHasGps,
  fakeJpeg,
  nearlyTenMegabytePng,
  phoneJpegWithGps,
  pngClaiming,
  solidGif,
  solidPng,
  solidWebp,
} from '../../test/fixtures/luggage-photo-fixtures';
import { userHeaders } from '../../test/login-client';
import { signedPost } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';
import { databaseSnapshot } from './business-test-client';

const server = useTravellersTestApp(
  {},
  { client: createPayTestClient, staff: { shop1: { storeId: 1, phone: '13800000061' }, shop2: { storeId: 2, phone: '13800000062' } } },
);
const { staff } = server;
const db = () => server.testApp.database.db;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;

const upload = (image: Buffer | string, session: Session = staff.shop1, storeId: number | string = 1) =>
  server.client.post(uploadLuggagePhotoEndpoint.path, { storeId, image: typeof image === 'string' ? image : image.toString('base64') }, session);
const stored = (name: string) => db().selectFrom('luggage_photo').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const fetchPhoto = (url: string) => server.testApp.app.inject({ method: 'GET', url });

describe('photo upload', () => {
  it('stores a phone photo upright, without EXIF or GPS, for the shop, unattached, and answers a URL that serves it', async () => {
    const photo = await phoneJpegWithGps();
    const before = await sharp(photo).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect([before.width, before.height, before.orientation]).toEqual([400, 300, 6]);

    const answer = expectContent(await upload(photo), uploadLuggagePhotoEndpoint);
    expect(answer.name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect([answer.width, answer.height]).toEqual([300, 400]);
    const row = await stored(answer.name);
    expect(row).toMatchObject({ store_id: 1, order_id: null, mime: 'image/jpeg', width: 300, height: 400 });
    expect(row.uploaded_by).toBe(staff.shop1.userId);
    const after = await sharp(Buffer.from(row.content)).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();

    const served = await fetchPhoto(answer.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.rawPayload.equals(Buffer.from(row.content))).toBe(true);
  });

  it('takes PNG and WebP by their bytes, re-encodes them as JPEG and fits the longest side into 1600 pixels', async () => {
    const png = expectContent(await upload(await solidPng(3200, 2000)), uploadLuggagePhotoEndpoint);
    expect([png.width, png.height]).toEqual([1600, 1000]);
    expect((await sharp(Buffer.from((await stored(png.name)).content)).metadata()).format).toBe('jpeg');
    const webp = expectContent(await upload(await solidWebp(120, 90)), uploadLuggagePhotoEndpoint);
    expect([webp.width, webp.height]).toEqual([120, 90]);
  });

  it('a 10 MB photo passes the body limit and the signature check, which still covers every byte', async () => {
    const big = await nearlyTenMegabytePng();
    expect(big.length).toBeGreaterThan(9.5 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(LUGGAGE_PHOTO_MAX_BYTES);
    const answer = expectContent(await upload(big), uploadLuggagePhotoEndpoint);
    expect([answer.width, answer.height]).toEqual([1600, 1600]);
    const signed = signedPost(uploadLuggagePhotoEndpoint.path, { storeId: 1, image: big.toString('base64') }, { timestamp: server.now, headers: userHeaders(staff.shop1) });
    const tampered = String(signed.payload).replace(/"image":"./, '"image":"A');
    const before = await databaseSnapshot(db());
    expectFailure(await server.testApp.app.inject({ ...signed, payload: tampered }), 200, 'request signature is invalid');
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, over 10 MB, over the pixel limit or corrupt, and stores nothing', async () => {
    const before = await databaseSnapshot(db());
    expectFailure(await upload(Buffer.from('just some text, not a photo at all')), 200, 'please upload a JPEG, PNG or WebP photo');
    expectFailure(await upload(await solidGif()), 200, 'please upload a JPEG, PNG or WebP photo');
    expectFailure(await upload(fakeJpeg(2000)), 200, 'please upload a JPEG, PNG or WebP photo');
    // PNG bytes behind a name or type that says JPEG change nothing: the bytes decide, and a truncated PNG is no image.
    expectFailure(await upload((await solidPng(50, 50)).subarray(0, 60)), 200, 'please upload a JPEG, PNG or WebP photo');
    expectFailure(await upload(fakeJpeg(LUGGAGE_PHOTO_MAX_BYTES + 1)), 200, 'the photo is larger than 10 MB, please take a smaller one');
    // Up to the route's body limit the size check answers, not the parameter check.
    expectFailure(await upload(fakeJpeg(LUGGAGE_PHOTO_MAX_BYTES + 300 * 1024)), 200, 'the photo is larger than 10 MB, please take a smaller one');
    // Beyond it the body is refused before it is read.
    expectFailure(await upload(fakeJpeg(11 * 1024 * 1024)), 200, 'invalid parameter: body');
    expectFailure(await upload(await pngClaiming(8000, 7000)), 200, 'the photo has too many pixels, please take a smaller one');
    // 49 megapixels: over the 25 MP limit, so never decoded.
    expectFailure(await upload(await solidPng(7000, 7000)), 200, 'the photo has too many pixels, please take a smaller one');
    expect(await databaseSnapshot(db())).toEqual(before);
  });

  it('refuses bad input naming the field, other shops and the unsigned-in, and stores nothing', async () => {
    const before = await databaseSnapshot(db());
    expectFailure(await upload('not base64!'), 200, 'invalid parameter: image');
    expectFailure(await upload(''), 200, 'invalid parameter: image');
    expectFailure(await upload(await solidPng(10, 10), staff.shop1, 'one'), 200, 'invalid parameter: storeId');
    expectFailure(await upload(await solidPng(10, 10), staff.shop2, 1), 200, 'you do not work at this shop');
    expectFailure(
      await server.client.post(uploadLuggagePhotoEndpoint.path, { storeId: 1, image: (await solidPng(10, 10)).toString('base64') }),
      401,
      'token has expired, please log in again',
    );
    expect(await databaseSnapshot(db())).toEqual(before);
  });
});

describe('photo serving', () => {
  it('is HTTP 404 for a changed signature, another name, an expired URL or a bad name', async () => {
    const { name, url } = expectContent(await upload(await solidPng(20, 20)), uploadLuggagePhotoEndpoint);
    expect((await fetchPhoto(url)).statusCode).toBe(200);
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const changed = url.replace(`sig=${sig}`, `sig=${sig.startsWith('0') ? '1' : '0'}${sig.slice(1)}`);
    expect((await fetchPhoto(changed)).statusCode).toBe(404);
    const other = `${'0'.repeat(32)}.jpg`;
    expect((await fetchPhoto(url.replace(name, other))).statusCode).toBe(404);
    expect((await fetchPhoto(url.replace(name, '..%2F..%2Fpackage.json'))).statusCode).toBe(404);
    expect((await fetchPhoto(url.split('?')[0] ?? '')).statusCode).toBe(404);
    // The URL is good for one to two hours.
    server.now += 2 * 3_600_000;
    expect((await fetchPhoto(url)).statusCode).toBe(404);
  });
});
