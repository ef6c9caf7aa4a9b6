import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ZCaseNotesResponseSchema, type CaseNoteKind, type TCaseNotesResponse } from '@payee/contract';
import { staffHttp } from '@/lib/back-office/staff-session-store';

/** What a page of the contact log asks for. */
export interface CaseNotesFilter {
  page: number;
  kind?: CaseNoteKind;
  q?: string;
  /** That one note (a correction's link). */
  note_id?: number;
}

/** Every read of one client's notes: read again once a note is added. */
export const clientNotesKey = (id: number) => ['admin', 'client-notes', id] as const;

/** `GET /admin/clients/{id}/notes?page=&kind=&q=&note_id=`: newest contact first. */
export async function getClientNotes(id: number, filter: CaseNotesFilter): Promise<TCaseNotesResponse> {
  const params = {
    page: filter.page,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.note_id ? { note_id: filter.note_id } : {}),
  };
  return ZCaseNotesResponseSchema.parse((await staffHttp.get(API_PATHS.adminClientNotes(id), { params })).data);
}

export const clientNotesQuery = (id: number, filter: CaseNotesFilter) =>
  queryOptions({ queryKey: [...clientNotesKey(id), filter], queryFn: () => getClientNotes(id, filter), placeholderData: keepPreviousData });

export const useClientNotes = (id: number, filter: CaseNotesFilter) => useQuery(clientNotesQuery(id, filter));
