import { writeToString } from '@fast-csv/format';
import { API_PATHS, DAY_RANGE_ORDER_MESSAGE, ZAuditExportQuerySchema, ZAuditPageResponseSchema, ZAuditQuerySchema } from '@payee/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../lib/api-error';
import { ERROR_RESPONSES } from '../../lib/route-schemas';
import type { StoredAuditEvent } from './names';
import { createAuditRepository } from './repository';
import { API_COMMON_MESSAGES } from '@payee/content/api-common';

const CSV_COLUMNS = ['id', 'at', 'staff_user_id', 'client_id', 'action', 'record_type', 'record_id', 'ip', 'reason', 'details'] as const;
/** A year at most per export: enough for an inspection, bounded for the server. */
const EXPORT_MAX_DAYS = 366;

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) is prefixed with `'` (OWASP CSV injection). */
export const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvRow = (event: StoredAuditEvent) =>
  CSV_COLUMNS.map((column) => {
    const value = event[column];
    if (value === null) return '';
    return inert(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });

const dayRangeErrors = (from: string, to: string) => {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days < 0) return { to: [DAY_RANGE_ORDER_MESSAGE] };
  if (days >= EXPORT_MAX_DAYS) return { to: [API_COMMON_MESSAGES.exportAtMostDays(EXPORT_MAX_DAYS)] };
  return undefined;
};

/** Admins only (registered under `requireRoles('admin')`): browse the audit trail, export a date range as CSV. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditRepository(app.db);

  app.get(
    API_PATHS.adminAudit,
    { schema: { querystring: ZAuditQuerySchema, response: { 200: ZAuditPageResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { page, per_page: perPage, ...filter } = request.query;
      return audit.browse(filter, page, perPage);
    },
  );

  app.get(
    API_PATHS.adminAuditExport,
    { schema: { querystring: ZAuditExportQuerySchema, response: { 200: z.string(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const errors = dayRangeErrors(request.query.from, request.query.to);
      if (errors) throw validationFailed(errors);
      const rows = await audit.all(request.query);
      const csv = await writeToString([[...CSV_COLUMNS], ...rows.map(csvRow)], { includeEndRowDelimiter: true });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${request.query.from}-to-${request.query.to}.csv"`);
      return csv;
    },
  );
};

export default auditRoutes;
