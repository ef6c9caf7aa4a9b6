/** The one network stub of the web tests: msw at the network layer, started by setup.ts, given routes by stubApi (api-stub). */
// Before msw, whose request class extends the global Request when it is loaded.
import './fetch-classes';
import { setupServer } from 'msw/node';

export const server = setupServer();
