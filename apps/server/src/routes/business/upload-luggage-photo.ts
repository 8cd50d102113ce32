import { LUGGAGE_PHOTO_BODY_LIMIT, uploadLuggagePhotoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { uploadLuggagePhoto } from '../../services/business/counter/upload-luggage-photo';

/** POST /api/business/photo/upload/: one luggage photo, with a body limit of its own (the other JSON routes keep 64 KiB). */
export const uploadLuggagePhotoRoute = defineRoute(
  uploadLuggagePhotoEndpoint,
  ({ params, caller, context }) => uploadLuggagePhoto(context, { ...params, userId: caller.userId }),
  { bodyLimit: LUGGAGE_PHOTO_BODY_LIMIT },
);
