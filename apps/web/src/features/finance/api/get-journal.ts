import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ZJournalPageSchema, type TJournalQuery } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';
import { FINANCE_KEY } from './finance-keys';

/** `GET /admin/finance/entries`: the journal, newest first. */
export const journalQuery = (query: Partial<TJournalQuery>) =>
  queryOptions({
    queryKey: [...FINANCE_KEY, 'entries', query],
    queryFn: async () => ZJournalPageSchema.parse((await staffHttp.get(API_PATHS.financeEntries, { params: query })).data),
  });
