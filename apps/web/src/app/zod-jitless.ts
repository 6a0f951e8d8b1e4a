import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed. The
// Content-Security-Policy forbids eval (no 'unsafe-eval'), and the probe alone is reported as a
// violation, so parse without it; interpreted parsing is fast enough for our replies. main.tsx
// imports this module first: the configuration module parses its schema as it loads.
z.config({ jitless: true });
