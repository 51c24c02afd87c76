import type { OperationDescriptions } from '../reference-types.js';

/** What each page-images operation does, who may call it and its notable rules (the reference's descriptions). */
export const pageImagesDescriptions = {
  getPageImage:
    'One page of a document as a WebP image, for the signing page to show at once instead of drawing the PDF in the browser. No token: the link itself is the credential (a signer view\'s `documents[].pageImages.template`). Refused: 8460 a wrong signature, 8461 an expired link, 8462 a width not offered, 404 no such document, 8463 a page past its end, 8464 too many pages being drawn at once (try again shortly). The first request for a page draws it; later ones are read from the store. Answered with `Cache-Control: private` until the link\'s expiry.',
} satisfies OperationDescriptions;
