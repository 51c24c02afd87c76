import type { SdkJourney } from './journey.js';
import { oneCallTextTags } from './one-call-text-tags.js';
import { sendUploadedPdf } from './send-uploaded-pdf.js';
import { testModeKey } from './test-mode-key.js';

/** Every SDK journey, each run as its own test by e2e/sdk-journeys.e2e.ts. */
export const sdkJourneys: readonly SdkJourney[] = [sendUploadedPdf, testModeKey, oneCallTextTags];
