/**
 * An office at full size for `npm run bench:scale`, built straight into a migrated database that already holds the
 * demo data (its staff, vendors, clients, applications, onboardings and enquiries are the templates): `size` active
 * clients, each with 3 years of ledger (17 postings a month: the benefit, rent, two utilities, a pharmacy bill, the
 * service fee and eleven card loads, about 200 lines a year), a scheduled rent and electricity bill, a monthly budget,
 * two payments waiting (the next rent drafted, this week's card load approved), 12 months of bank statements matched
 * line for line and closed; `size / 5` applications and `size / 5` onboardings (copies of the demo's, each with a
 * client user of its own), `size / 5` enquiries and `size * 2` audit rows (2,000, 2,000, 2,000 and 20,000 at 10,000
 * clients).
 *
 * Set-based SQL only (INSERT … SELECT over generate_series, one statement a kind or a month), and every database rule
 * holds: the triggers stay on (each month's entries are checked to balance at its commit, the journal stays
 * append-only), each account's balance_cents is the sum of its lines, the encrypted columns hold values that the app's
 * lib/crypto encrypted with this run's key (a few distinct ones, reused), and each client's SSN look-up hash is the
 * app's hash of an SSN of their own.
 *
 * A client's postings of one kind on one day share an entry with ENTRY_GROUP clients (their lines and the bank's or
 * fee income's one line opposite): the entries' count is a twentieth of one a posting, the lines' about half.
 */
import { monthPlus, officeToday } from '@payee/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { encryptString, type KeyRing } from '../../apps/api/src/lib/crypto';
import { ssnLookupHash } from '../../apps/api/src/lib/ssn-lookup';
import { createClientUser } from '../../apps/api/src/modules/clients/service';

/** The client the bench signs in as (one of the office's active clients, with their ledger like every other's). */
export const SCALE_CLIENT = { username: 'scale.client', password: 'Scale@Client2026', ssn: '600000000' } as const;

/** Clients whose postings of a day share one entry. */
export const ENTRY_GROUP = 20;
/** Years of ledger a client has. */
export const LEDGER_YEARS = 3;
/** Closed months of reconciliation, the last of them last month. */
export const CLOSED_MONTHS = 12;

/** One posting a month of every client: the day, the entry's kind and words, the client line's category and cents. */
const MONTH_OF_POSTINGS: readonly { day: number; kind: string; description: string; category: string; cents: number }[] = [
  { day: 1, kind: 'fee', description: 'Money management service fee', category: 'fees', cents: -2_500 },
  { day: 3, kind: 'deposit', description: 'Social Security benefit deposit (SSA)', category: 'benefit_deposit', cents: 110_000 },
  { day: 5, kind: 'disbursement', description: 'Rent', category: 'housing', cents: -60_000 },
  { day: 8, kind: 'disbursement', description: 'Consumers Energy', category: 'utilities', cents: -6_500 },
  { day: 12, kind: 'disbursement', description: 'Phone', category: 'utilities', cents: -3_000 },
  { day: 15, kind: 'disbursement', description: 'Pharmacy', category: 'medical', cents: -1_500 },
  ...[2, 4, 7, 9, 11, 14, 18, 21, 23, 25, 28].map((day) => ({
    day,
    kind: 'card_load',
    description: 'Debit card load',
    category: 'food',
    cents: -2_000,
  })),
];

const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth'];
// prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
];
/** The last name the client search looks for: one client in LAST_NAMES.length has it. */
export const SEARCHED_LAST_NAME = LAST_NAMES[0]!.toLowerCase();

/** A list of strings as one parameter (a comma never occurs in them): `unnest(string_to_array(…))` in SQL. */
const joined = (values: readonly string[]) => {
  if (values.some((value) => value.includes(','))) throw new Error('A listed value holds a comma.');
  return values.join(',');
};

/**
 * The application code of a client of the office: `APP-`, a letter for the kind of client and five digits, the
 * client's number (from 0) among the office's clients of that kind (`substring(application_code from 6)::int`).
 */
const codeOf = (kind: 'A' | 'B' | 'C', index: number) => `APP-${kind}${String(index).padStart(5, '0')}`;

/** Nine digits, the first two for the kind of client: 60 active, 61 applicants, 62 onboarding. */
const ssnOf = (prefix: '60' | '61' | '62', index: number) => `${prefix}${String(index).padStart(7, '0')}`;

/** What a row of client_users gets from the office: its SSN (encrypted, hashed, last four), code and name. */
function clientIdentities(key: KeyRing, prefix: '60' | '61' | '62', kind: 'A' | 'B' | 'C', from: number, count: number) {
  const indexes = Array.from({ length: count }, (_, offset) => from + offset);
  const ssns = indexes.map((index) => ssnOf(prefix, index));
  // A few distinct ciphertexts, reused: encrypting millions of values is not what is measured.
  const ssnCiphertexts = ssns.slice(0, 8).map((ssn) => encryptString(ssn, key));
  const birthCiphertexts = ['1948-02-11', '1956-07-30', '1963-11-05', '1971-04-18'].map((day) => encryptString(day, key));
  return {
    lookups: joined(ssns.map((ssn) => ssnLookupHash(ssn, key))),
    last4s: joined(ssns.map((ssn) => ssn.slice(-4))),
    codes: joined(indexes.map((index) => codeOf(kind, index))),
    ssnCiphertexts: joined(ssnCiphertexts),
    birthCiphertexts: joined(birthCiphertexts),
  };
}

/** The rows a statement answers (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The columns of `table` an insert gives (not an identity), in order. */
async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows = await rowsOf<{ column_name: string }>(
    db,
    sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER'
    order by ordinal_position`,
  );
  return rows.map((row) => row.column_name);
}

/**
 * Copies rows into `table`: `source` is a FROM clause whose alias `t` has the table's columns (the template rows);
 * `set` gives the columns that differ from the template's.
 */
async function copyRows(db: Database, table: string, source: SQL, set: Record<string, SQL>) {
  const columns = await columnsOf(db, table);
  const quoted = (name: string) => sql.raw(`"${name}"`);
  const values = columns.map((column) => set[column] ?? sql`t.${quoted(column)}`);
  await db.execute(sql`
    insert into ${quoted(table)} (${sql.join(columns.map(quoted), sql`, `)})
    select ${sql.join(values, sql`, `)} from ${source}`);
}

/** Every month from the first of the ledger to this one, `yyyy-MM`. */
function ledgerMonths(today: string): string[] {
  const thisMonth = today.slice(0, 7);
  const count = LEDGER_YEARS * 12;
  return Array.from({ length: count }, (_, index) => monthPlus(thisMonth, index - count + 1));
}

export interface SeededOffice {
  /** The bench's client (SCALE_CLIENT), an active client with a ledger. */
  clientId: number;
  /** An active client in the middle of the office, for the finance records. */
  middleClientId: number;
  /** Application codes of a copied application and onboarding; a copied enquiry's reference. */
  applicationCode: string;
  onboardingCode: string;
  enquiryReference: string;
  /** The last closed month, `yyyy-MM`. */
  closedMonth: string;
  counts: Record<string, number>;
  /** Seconds each part took. */
  seconds: Record<string, number>;
}

/**
 * Builds the office of `size` active clients on `db` (migrated, with the demo data), as of `now`. `key` is the app's
 * key ring: the encrypted values and look-up hashes are the ones the app would write.
 */
export async function seedOffice(db: Database, key: KeyRing, size: number, now: Date): Promise<SeededOffice> {
  const seconds: Record<string, number> = {};
  const timed = async <T>(part: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    seconds[part] = Math.round((performance.now() - started) / 100) / 10;
    return result;
  };
  const today = officeToday(now);
  const months = ledgerMonths(today);
  const firstDay = `${months[0]}-01`;
  const others = Math.floor(size / 5);

  const clientId = await createClientUser(db, key, {
    username: SCALE_CLIENT.username,
    password: SCALE_CLIENT.password,
    ssn: SCALE_CLIENT.ssn,
    dateOfBirth: '1962-06-15',
    firstName: 'Scale',
    lastName: 'Client',
    processType: 'client',
    currentProcess: 'approved',
    applicationCode: codeOf('A', 0),
  });

  await timed('clients', async () => {
    const ids = clientIdentities(key, '60', 'A', 1, size - 1);
    await db.execute(sql`
      with s as (
        select n, lookup, (string_to_array(${ids.last4s}, ','))[n] as last4, (string_to_array(${ids.codes}, ','))[n] as code
        from unnest(string_to_array(${ids.lookups}, ',')) with ordinality as u(lookup, n))
      insert into client_users (ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth_encrypted, first_name, last_name, email, phone,
        process_type, current_process, application_code, created_at)
      select (string_to_array(${ids.ssnCiphertexts}, ','))[1 + n % 8], lookup, last4, (string_to_array(${ids.birthCiphertexts}, ','))[1 + n % 4],
        (string_to_array(${joined(FIRST_NAMES)}, ','))[1 + n % ${FIRST_NAMES.length}],
        (string_to_array(${joined(LAST_NAMES)}, ','))[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
        'client' || n || '@example.org', '517555' || lpad((n % 10000)::text, 4, '0'), 'client', 'approved', code,
        ${firstDay}::timestamptz - interval '30 days'
      from s`);
    await db.execute(sql`
      insert into client_programs (client_id, program_id, status, enrolled_on)
      select id, 1, 1, ${firstDay}::date from client_users where application_code ~ '^APP-A[0-9]{5}$' order by id`);
    await db.execute(sql`
      insert into ledger_accounts (kind, client_id, program_id, name)
      select 'client', id, 1, first_name || ' ' || last_name from client_users where application_code ~ '^APP-A[0-9]{5}$' order by id`);
  });

  // The office's clients' accounts, numbered from 0: ENTRY_GROUP of them share an entry.
  const officeAccounts = sql`(
    select a.id, a.client_id, (row_number() over (order by a.id) - 1)::int as n
    from ledger_accounts a join client_users c on c.id = a.client_id
    where a.kind = 'client' and c.application_code ~ '^APP-A[0-9]{5}$')`;
  const postings = sql`(values ${sql.join(
    MONTH_OF_POSTINGS.map(
      (posting, index) =>
        sql`(${index}::int, ${posting.day}::int, ${posting.kind}::text, ${posting.description}::text, ${posting.category}::text, ${posting.cents}::bigint)`,
    ),
    sql`, `,
  )}) as p(no, day, kind, description, category, cents)`;
  const groups = Math.ceil(size / ENTRY_GROUP);

  await timed('ledger', async () => {
    for (const month of months) {
      await db.transaction(async (tx) => {
        const [year, monthNo] = month.split('-').map(Number) as [number, number];
        // What the month adds comes after these ids: read by their primary keys, never by a scan of the whole journal.
        const [before] = await rowsOf<{ entry: string | number; line: string | number }>(
          tx,
          sql`select (select coalesce(max(id), 0) from journal_entries) as entry, (select coalesce(max(id), 0) from journal_lines) as line`,
        );
        const lastId = Number(before!.entry);
        const lastLineId = Number(before!.line);
        await tx.execute(sql`
          insert into journal_entries (kind, posted_on, description, reference)
          select p.kind, make_date(${year}::int, ${monthNo}::int, p.day), p.description, 'SCALE-' || p.no || '-' || g
          from ${postings} cross join generate_series(0, ${groups - 1}) as g
          where make_date(${year}::int, ${monthNo}::int, p.day) <= ${today}::date
          order by make_date(${year}::int, ${monthNo}::int, p.day), p.no, g`);
        // Each client's line (rent and benefit vary a little from client to client), then the line opposite.
        await tx.execute(sql`
          insert into journal_lines (entry_id, account_id, posted_on, amount_cents, category)
          select e.id, a.id, e.posted_on,
            case p.category when 'benefit_deposit' then p.cents + (a.n % 5) * 1000 when 'housing' then p.cents - (a.n % 4) * 2500 else p.cents end,
            p.category
          from journal_entries e
          join ${postings} on p.no = split_part(e.reference, '-', 2)::int
          join ${officeAccounts} a on a.n / ${ENTRY_GROUP} = split_part(e.reference, '-', 3)::int
          where e.id > ${lastId}
          order by e.id, a.id`);
        await tx.execute(sql`
          insert into journal_lines (entry_id, account_id, posted_on, amount_cents)
          select e.id, (select id from ledger_accounts where kind = case when e.kind = 'fee' then 'fee_income' else 'bank' end),
            e.posted_on, -l.total
          from (select entry_id, sum(amount_cents) as total from journal_lines where id > ${lastLineId} group by entry_id) l
          join journal_entries e on e.id = l.entry_id
          order by e.id`);
      });
    }
    // The posted totals the journal keeps on each account (docs/decisions.md, "Balances on the account").
    await db.execute(sql`
      update ledger_accounts a set balance_cents = t.total
      from (select account_id, sum(amount_cents)::bigint as total from journal_lines group by account_id) t
      where t.account_id = a.id and a.balance_cents <> t.total`);
  });

  await timed('payments and budgets', async () => {
    await db.execute(sql`
      insert into payment_vendors (name, kind, payment_method, address)
      select 'Consumers Energy', 'utility', 'check', '530 W Willow St, Lansing, MI 48906'
      where not exists (select 1 from payment_vendors where name = 'Consumers Energy')`);
    // Rent on a day of the month of its own (1 to 28), the electricity on the 8th: the next of each after today.
    const nextOn = (dayOfMonth: SQL) => sql`(case
      when date_trunc('month', ${today}::date)::date + (${dayOfMonth} - 1) > ${today}::date
      then date_trunc('month', ${today}::date)::date + (${dayOfMonth} - 1)
      else (date_trunc('month', ${today}::date) + interval '1 month')::date + (${dayOfMonth} - 1) end)`;
    await db.execute(sql`
      insert into scheduled_payments (client_id, program_id, vendor_id, reporting_account_id, description, category, amount_cents, frequency, next_due_on)
      select a.client_id, 1, (select id from payment_vendors where name = case when a.n % 2 = 0 then 'Lansing Gardens Apartments' else 'Eastside Rooms' end),
        7, 'Rent', 'housing', 60000 + (a.n % 4) * 2500, 'monthly', ${nextOn(sql`(1 + a.n % 28)`)}
      from ${officeAccounts} a
      union all
      select a.client_id, 1, (select id from payment_vendors where name = 'Consumers Energy'), null, 'Electricity', 'utilities', 6500, 'monthly', ${nextOn(sql`8`)}
      from ${officeAccounts} a`);
    await db.execute(sql`
      insert into client_budgets (client_id, program_id, category, monthly_cents, on_card)
      select a.client_id, 1, b.category, b.cents, b.on_card
      from ${officeAccounts} a cross join (values ('housing', 65000, false), ('utilities', 9500, false), ('food', 22000, true),
        ('medical', 2000, false), ('fees', 2500, false)) as b(category, cents, on_card)`);
    // The next rent drafted from its schedule, and this week's card load approved (Friday's).
    await db.execute(sql`
      insert into disbursements (kind, status, client_id, program_id, vendor_id, payee_name, description, category, amount_cents, due_on,
        scheduled_payment_id, generated_key)
      select 'bill', 'draft', s.client_id, 1, s.vendor_id, v.name, s.description, s.category, s.amount_cents, s.next_due_on, s.id,
        'schedule:' || s.id || ':' || s.next_due_on
      from scheduled_payments s join payment_vendors v on v.id = s.vendor_id
      where s.description = 'Rent' and s.client_id in (select client_id from ${officeAccounts} a)`);
    await db.execute(sql`
      insert into disbursements (kind, status, client_id, program_id, payee_name, description, category, amount_cents, due_on, generated_key,
        approved_at)
      select 'card_load', 'approved', a.client_id, 1, c.first_name || ' ' || c.last_name, 'Weekly debit card load', 'food', 5000, f.friday,
        'card:' || a.client_id || ':' || f.friday, now()
      from ${officeAccounts} a join client_users c on c.id = a.client_id
      cross join (select ${today}::date + ((5 - extract(isodow from ${today}::date)::int + 7) % 7) as friday) f`);
  });

  const closedMonth = monthPlus(today.slice(0, 7), -1);
  await timed('reconciliation', async () => {
    for (let back = CLOSED_MONTHS; back >= 1; back -= 1) {
      const month = monthPlus(today.slice(0, 7), -back);
      const start = `${month}-01`;
      const end = sql`(${start}::date + interval '1 month' - interval '1 day')::date`;
      const bank = sql`(select id from ledger_accounts where kind = 'bank')`;
      // The bank's balance is the negated sum of its lines; the statement shows money in as positive.
      await db.execute(sql`
        insert into bank_statements (month, file_name, file_hash, closing_balance_cents)
        select ${month}, 'statement-' || ${month} || '.csv', md5(${month}), -coalesce(sum(amount_cents), 0)
        from journal_lines where account_id = ${bank} and posted_on <= ${end}`);
      await db.execute(sql`
        insert into bank_statement_lines (statement_id, line_no, date, description, reference, amount_cents, balance_cents, matched_entry_id,
          matched_how, matched_at)
        select (select id from bank_statements where month = ${month}), row_number() over w, l.posted_on, e.description, e.reference,
          -l.amount_cents,
          -(select coalesce(sum(amount_cents), 0) from journal_lines where account_id = ${bank} and posted_on < ${start}::date) - sum(l.amount_cents) over w,
          e.id, 'auto', now()
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${bank} and l.posted_on between ${start}::date and ${end}
        window w as (order by l.posted_on, e.id)`);
      await db.execute(sql`
        insert into closed_months (month, closed_at, bank_balance_cents, book_balance_cents, client_total_cents, outstanding_total_cents)
        select ${month}, ${end} + interval '5 days', s.closing_balance_cents, s.closing_balance_cents,
          (select coalesce(sum(l.amount_cents), 0) from journal_lines l join ledger_accounts a on a.id = l.account_id
            where a.kind = 'client' and l.posted_on <= ${end}), 0
        from bank_statements s where s.month = ${month}`);
    }
  });

  await timed('applications and onboarding', async () => {
    // Copies of the demo's applicants (process intake) and onboarding clients, each with a client user of its own.
    for (const [kind, prefix, processType, table] of [
      ['B', '61', 'intake', 'intake_applications'],
      ['C', '62', 'onboarding', 'onboarding_profiles'],
    ] as const) {
      const ids = clientIdentities(key, prefix, kind, 0, others);
      // The templates, numbered from 0: the copy number i is of template i % their count.
      const templates = sql`(select c.*, (row_number() over (order by c.id) - 1)::int as k, count(*) over () as templates
        from client_users c join ${sql.raw(table)} x on x.client_user_id = c.id where c.process_type = ${processType})`;
      await copyRows(
        db,
        'client_users',
        sql`unnest(string_to_array(${ids.lookups}, ',')) with ordinality as u(lookup, n) join ${templates} t on t.k = (u.n - 1) % t.templates`,
        {
          username: sql`null`,
          ssn_encrypted: sql`(string_to_array(${ids.ssnCiphertexts}, ','))[1 + u.n % 8]`,
          ssn_lookup: sql`u.lookup`,
          ssn_last4: sql`(string_to_array(${ids.last4s}, ','))[u.n]`,
          date_of_birth_encrypted: sql`(string_to_array(${ids.birthCiphertexts}, ','))[1 + u.n % 4]`,
          first_name: sql`(string_to_array(${joined(FIRST_NAMES)}, ','))[1 + u.n % ${FIRST_NAMES.length}]`,
          last_name: sql`(string_to_array(${joined(LAST_NAMES)}, ','))[1 + (u.n / 3) % ${LAST_NAMES.length}]`,
          email: sql`null`,
          application_code: sql`(string_to_array(${ids.codes}, ','))[u.n]`,
          created_at: sql`now() - (u.n % 700) * interval '1 day'`,
          updated_at: sql`now() - (u.n % 700) * interval '1 day'`,
        },
      );
      // The copy's row of the table, from its template's.
      await copyRows(
        db,
        table,
        sql`client_users c
          join ${templates} t0 on t0.k = substring(c.application_code from 6)::int % t0.templates
          join ${sql.raw(table)} t on t.client_user_id = t0.id
          where c.application_code ~ ${`^APP-${kind}[0-9]{5}$`}`,
        {
          client_user_id: sql`c.id`,
          submitted_at: sql`case when t.submitted_at is null then null else c.created_at end`,
          ...(table === 'onboarding_profiles'
            ? {
                photo_storage_name: sql`null`,
                photo_original_name: sql`null`,
                photo_content_type: sql`null`,
                photo_size_bytes: sql`null`,
                photo_sha256: sql`null`,
                photo_key_encrypted: sql`null`,
              }
            : {}),
          created_at: sql`c.created_at`,
          updated_at: sql`c.updated_at`,
        },
      );
    }
  });

  await timed('enquiries and audit', async () => {
    await copyRows(
      db,
      'enquiries',
      sql`generate_series(0, ${others - 1}) as g
        join (select e.*, (row_number() over (order by e.id) - 1)::int as k, count(*) over () as templates from enquiries e) t on t.k = g % t.templates`,
      {
        reference: sql`'ENQ-S' || upper(lpad(to_hex(g), 5, '0'))`,
        first_name: sql`(string_to_array(${joined(FIRST_NAMES)}, ','))[1 + g % ${FIRST_NAMES.length}]`,
        last_name: sql`(string_to_array(${joined(LAST_NAMES)}, ','))[1 + (g / 7) % ${LAST_NAMES.length}]`,
        email: sql`'enquiry' || g || '@example.org'`,
        created_at: sql`now() - (g % 1000) * interval '1 day' - (g % 24) * interval '1 hour'`,
      },
    );
    const actions = [
      'client.sign_in',
      'staff.sign_in',
      'intake.decide',
      'onboarding.invite',
      'finance.disbursement_approve',
      'finance.deposit',
    ];
    await db.execute(sql`
      insert into audit_events (at, staff_user_id, client_id, action, record_type, record_id, details)
      select now() - (g * interval '1 day' * ${LEDGER_YEARS * 365} / ${size * 2}), s.id, a.client_id,
        (string_to_array(${joined(actions)}, ','))[1 + g % ${actions.length}], 'client', a.client_id::text, '{"outcome":"success"}'::jsonb
      from generate_series(0, ${size * 2 - 1}) as g
      join ${officeAccounts} a on a.n = g % ${size}
      cross join (select min(id) as id from staff_users) s`);
  });

  await timed('analyze', () => db.execute(sql`analyze`));
  const [off] = await rowsOf<{ accounts: number }>(
    db,
    sql`select count(*)::int as accounts from ledger_accounts a
      left join (select account_id, sum(amount_cents) as total from journal_lines group by account_id) t on t.account_id = a.id
      where a.balance_cents <> coalesce(t.total, 0)`,
  );
  if (off!.accounts > 0) throw new Error(`${off!.accounts} accounts' balance_cents differ from the sum of their lines.`);

  const one = async (query: SQL) => (await rowsOf<Record<string, unknown>>(db, query))[0]!;
  const middle = await one(sql`select a.client_id from ${officeAccounts} a where a.n = ${Math.floor(size / 2)}`);
  const counts = await one(sql`select
    (select count(*) from client_users where process_type = 'client')::int as active_clients,
    (select count(*) from journal_entries)::int as journal_entries,
    (select count(*) from journal_lines)::int as journal_lines,
    (select count(*) from intake_applications)::int as applications,
    (select count(*) from onboarding_profiles)::int as onboarding,
    (select count(*) from enquiries)::int as enquiries,
    (select count(*) from audit_events)::int as audit_events,
    (select count(*) from scheduled_payments)::int as scheduled_payments,
    (select count(*) from disbursements)::int as payments,
    (select count(*) from bank_statement_lines)::int as bank_statement_lines`);
  return {
    clientId,
    middleClientId: Number(middle.client_id),
    applicationCode: codeOf('B', Math.floor(others / 2)),
    onboardingCode: codeOf('C', Math.floor(others / 2)),
    enquiryReference: `ENQ-S${Math.floor(others / 2)
      .toString(16)
      .toUpperCase()
      .padStart(5, '0')}`,
    closedMonth,
    counts: counts as Record<string, number>,
    seconds,
  };
}
