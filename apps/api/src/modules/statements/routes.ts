import { API_PATHS, STATEMENT_FILENAME_HEADER, STATEMENT_NOT_FOUND_MESSAGE, ZAccountStatementQuerySchema, maskSsn } from '@payee/contract';
import { SITE } from '@payee/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/api-error';
import { officeAddressLine } from '../../lib/office';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import { signedInClient } from '../../plugins/auth';
import { createClientRepository } from '../clients';
import { createLedgerRepository, createLedgerService, type LedgerRow } from '../ledger';
import { createStatementPdf } from './pdf';
import { API_MAIL_CONTENT } from '@payee/content/api-mail';

/** Rows read per query: small enough for flat memory, large enough that a year is a single query. */
export const STATEMENT_BATCH_SIZE = 500;

/** `statement-rpp-2025-06-01-2026-05-31.pdf`: only characters every file system and header accepts. */
export function statementFileName(shortName: string | null, start: string, end: string): string {
  const slug =
    (shortName ?? 'account')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'account';
  return `statement-${slug}-${start}-${end}.pdf`;
}

/** `GET /website/client/account-statement`: a PDF of one program's transactions between two dates. */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ledger = createLedgerRepository(app.db);
  const ledgerService = createLedgerService(app.db);
  const clients = createClientRepository(app.db);

  app.get(
    API_PATHS.accountStatement,
    { schema: { querystring: ZAccountStatementQuerySchema, response: { ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const clientId = signedInClient(request).id;
      const {
        program_id: programId,
        transaction_date: [start, end],
      } = request.query;
      const program = await ledgerService.ownProgram(clientId, programId);
      // Enrolment opens the account: none is no transactions.
      const account = await ledger.accountOf(clientId, programId);
      if (account === undefined) throw notFound(STATEMENT_NOT_FOUND_MESSAGE);
      const accountId: number = account;
      const summary = await ledger.rangeSummary(accountId, start, end);
      if (summary.count === 0) throw notFound(STATEMENT_NOT_FOUND_MESSAGE);
      const [user, openingCents] = await Promise.all([clients.findById(clientId), ledger.accountBalanceBefore(accountId, start)]);
      if (!user) throw notFound();

      const { organisation, office } = SITE;
      const statement = createStatementPdf({
        organisationName: organisation.serviceName,
        organisationAddress: officeAddressLine(office),
        organisationContact: API_MAIL_CONTENT.signature.contacts(office.phone, office.fax, office.email),
        clientName: [user.title, user.firstName, user.middleName, user.lastName, user.suffix].filter(Boolean).join(' '),
        maskedSsn: maskSsn(user.ssnLast4),
        programName: program.name,
        start,
        end,
        openingCents,
        moneyInCents: summary.moneyInCents,
        moneyOutCents: summary.moneyOutCents,
        rowCount: summary.count,
      });

      // Rows in keyset-paginated batches, none newer than when the count was taken, so "of M" stays true.
      const range = { start, end, maxId: summary.maxId };
      async function* batches(): AsyncIterable<LedgerRow[]> {
        let after: { postedOn: string; id: number } | null = null;
        for (;;) {
          const rows = await ledger.rangeBatch(accountId, range, after, STATEMENT_BATCH_SIZE);
          if (rows.length === 0) return;
          yield rows;
          if (rows.length < STATEMENT_BATCH_SIZE) return;
          const last = rows[rows.length - 1]!;
          after = { postedOn: last.postedOn, id: last.id };
        }
      }

      statement.write(batches()).catch((error: unknown) => {
        request.log.error({ err: error }, 'The statement could not be written.');
        statement.doc.destroy(error as Error);
      });

      const fileName = statementFileName(program.shortName, start, end);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header(STATEMENT_FILENAME_HEADER, fileName)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('access-control-expose-headers', STATEMENT_FILENAME_HEADER)
          .header('cache-control', 'no-store')
          // A stream is sent as is (no serializer); the typed reply only knows the error schemas.
          .send(statement.doc as never)
      );
    },
  );
};

export default statementRoutes;
