import { useParams } from 'react-router';

/** The record id of a finance page's address (`:id`); 0, which no record has, when it is not a whole number. */
export function useIdParam(): number {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** Whether the page is the record's "new" form: its route has no `:id`. */
export const useIsNewRecord = (): boolean => useParams().id === undefined;
