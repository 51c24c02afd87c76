import { z } from 'zod';

// The Content-Security-Policy forbids eval. Zod's JIT probes for it with `new Function`,
// which Chromium reports as a violation even though zod catches the error: switch it off.
z.config({ jitless: true });
