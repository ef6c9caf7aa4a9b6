import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { ZAdminClientSearchQuerySchema, formatMoney, type TFinanceClientRef } from '@payee/contract';
import { FieldError } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { clientSearchFieldProps } from '@/components/back-office/client-search-form';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { financeClientsQuery } from '../api/get-finance-clients';

const copy = ADMIN_FINANCE_CONTENT.picker;

/** Props of ClientPicker. */
export interface ClientPickerProps {
  /** The id of its one control (the search box, or "Choose another client" once chosen): the error summary's link. */
  id: string;
  legend: string;
  value: TFinanceClientRef | null;
  onChange: (client: TFinanceClientRef | null) => void;
  error?: string;
}

/** What tells two clients of one name apart: the application code and the SSN's last four digits, never more. */
export const clientDetails = (client: Pick<TFinanceClientRef, 'application_code' | 'ssn_masked'>) =>
  [client.application_code, client.ssn_masked].filter(Boolean).join(' · ');

/**
 * A client chosen inside a form (a deposit, a payment, a deposit file's unmatched row): a search box and a Find
 * button (Enter finds too, without sending the form around it), then a list of the clients found, each chosen with
 * its own button. Once chosen it shows who, with a button to choose again. Keyboard only, no combobox to learn.
 */
export function ClientPicker({ id, legend, value, onChange, error }: ClientPickerProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | undefined>();
  const control = useRef<HTMLElement | null>(null);
  const isPickedHere = useRef(false);
  const results = useQuery({ ...financeClientsQuery({ q: query ?? undefined, per_page: 10 }), enabled: query !== null });

  // Choosing (or choosing again) here replaces the control under the person's focus: focus follows to the new one.
  // A form emptying the choice after it is sent leaves focus where the form puts it.
  const isChosen = value !== null;
  useEffect(() => {
    if (isPickedHere.current) control.current?.focus();
    isPickedHere.current = false;
  }, [isChosen]);
  const pick = (client: TFinanceClientRef | null) => {
    isPickedHere.current = true;
    onChange(client);
  };

  const find = () => {
    const parsed = ZAdminClientSearchQuerySchema.safeParse({ q: text });
    if (!parsed.success) {
      setSearchError(parsed.error.issues[0]?.message);
      return;
    }
    setSearchError(undefined);
    setQuery(parsed.data.q ?? '');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };

  if (value) {
    const errorId = `${id}-error`;
    return (
      <fieldset className="fieldset admin-picker">
        <legend className="fieldset__legend">{legend}</legend>
        {error && <FieldError id={errorId} message={error} />}
        <p className="admin-picker__chosen">
          {copy.chosen} <strong>{value.name}</strong> <span className="admin-muted">{clientDetails(value)}</span>
        </p>
        <button
          id={id}
          ref={(element) => {
            control.current = element;
          }}
          type="button"
          className="button button--secondary"
          aria-describedby={error ? errorId : undefined}
          onClick={() => pick(null)}
        >
          {copy.change}
        </button>
      </fieldset>
    );
  }

  const rows = results.data?.data ?? [];
  return (
    <fieldset className="fieldset admin-picker">
      <legend className="fieldset__legend">{legend}</legend>
      <div className="admin-picker__search">
        <TextField
          id={id}
          ref={(element) => {
            control.current = element;
          }}
          {...clientSearchFieldProps(copy)}
          value={text}
          error={searchError ?? error}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={find}>
          {copy.find}
        </button>
      </div>
      {query !== null &&
        (results.isPending || results.error ? (
          <QueryWaiting error={results.error} loading={copy.searching} />
        ) : (
          <>
            <p role="status">{copy.results(rows.length)}</p>
            {rows.length > 0 && (
              <ul className="admin-picker__results">
                {rows.map((row) => (
                  <li key={row.id}>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-describedby={`${id}-found-${row.id}`}
                      onClick={() =>
                        pick({ id: row.id, name: row.name, application_code: row.application_code, ssn_masked: row.ssn_masked })
                      }
                    >
                      {copy.choose(row.name)}
                    </button>{' '}
                    <span id={`${id}-found-${row.id}`} className="admin-muted">
                      {[clientDetails(row), ...row.programs.map((program) => formatMoney(program.balance))].join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ))}
    </fieldset>
  );
}
