import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` when it can, and probes for it on first parse.
// Under our CSP (no 'unsafe-eval') the probe fails quietly but the browser still reports a violation
// (a console issue, and Lighthouse's Best Practices counts it). The interpreted parser is fast enough
// for forms.
z.config({ jitless: true });
