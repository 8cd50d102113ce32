import { findOrderByCodeEndpoint, uploadLuggagePhotoEndpoint, type BusinessOrder } from '@luggage/api/contract';
import { mockEndpoint } from '@luggage/api/mocks';
import { delay, http, HttpResponse } from 'msw';

/** A drawn stand-in for a stored luggage photo (no photo server in Storybook). */
export const LUGGAGE_PHOTO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f5f6f7"/><rect x="30" y="35" width="60" height="70" rx="8" fill="#ffc300"/><rect x="48" y="20" width="24" height="18" rx="4" fill="none" stroke="#1f2329" stroke-width="4"/></svg>',
)}`;

/** A 1×1 yellow PNG, as a photo picked at the counter. */
export function luggagePhotoFile(name = 'bag.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** find answers every code with `order`. */
export const findAnswers = (order: BusinessOrder) => mockEndpoint(findOrderByCodeEndpoint, { content: order });

/** Photo upload as it goes: stored, still sending, or refused. */
export const photoUploads = {
  stored: mockEndpoint(uploadLuggagePhotoEndpoint, {
    content: { name: `${'c'.repeat(32)}.jpg`, url: LUGGAGE_PHOTO_URL, width: 1600, height: 1200 },
  }),
  pending: http.post(`*${uploadLuggagePhotoEndpoint.path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({ status: 0 });
  }),
  refused: mockEndpoint(uploadLuggagePhotoEndpoint, { errorMsg: 'the photo has too many pixels, please take a smaller one' }),
};
