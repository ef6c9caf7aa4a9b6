import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '../../lib/no-store';
import { clientNameRoutes, clientProcessRoutes } from '../clients';
import { changePasswordRoutes, credentialRecoveryRoutes } from '../credentials';
import { clientMoneyRoutes } from '../finance';
import { ledgerRoutes } from '../ledger';
import { loginRoutes, logoutRoutes } from '../sessions';
import { statementRoutes } from '../statements';

/**
 * The client area's API. Open: sign-in, credential recovery, and the first-name look-up the sign-in pages
 * greet with (docs/decisions.md). Everything else, that is every `/website/client/*` and `/website/user/*`
 * route and logout, sits in one tree guarded once by `requireClient` on `onRequest`, before the body is read.
 */
const clientAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(credentialRecoveryRoutes);
  await app.register(clientNameRoutes);

  await app.register(async (clientOnly) => {
    clientOnly.addHook('onRequest', clientOnly.requireClient);
    clientOnly.addHook('onSend', noStore);
    await clientOnly.register(logoutRoutes);
    await clientOnly.register(clientProcessRoutes);
    await clientOnly.register(ledgerRoutes);
    await clientOnly.register(clientMoneyRoutes);
    await clientOnly.register(statementRoutes);
    await clientOnly.register(changePasswordRoutes);
  });
};

export default clientAreaRoutes;
