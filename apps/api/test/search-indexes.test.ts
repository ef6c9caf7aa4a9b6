import { API_PATHS, API_PREFIX } from '@payee/contract';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { TEST_DATABASES, useTestApp } from './helpers/app';
import { bearer, seedClients } from './helpers/clients';
import { routeStatements } from './helpers/query-count';
import { createStaffMember, signInStaff } from './helpers/staff';

/** Every statement the app sends, with its parameters, while `recording` is on. */
function statementRecorder() {
  let recorded: { query: string; params: unknown[] }[] | undefined;
  const logger: Logger = {
    logQuery(query, params) {
      recorded?.push({ query, params });
    },
  };
  return {
    logger,
    async record(work: () => Promise<unknown>) {
      recorded = [];
      try {
        await work();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
  };
}

/** A statement the app sent, its `$n` placeholders bound again to the values it was sent with. */
function rebound(query: string, params: unknown[]): SQL {
  const parts = query.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
  return sql.join(chunks);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

/**
 * The plan's scans, as `Node Type on index` (or the node type alone), with the sequential scans switched off (and the
 * bitmap scans with `bitmap: false`: on a near-empty table their cost ties with an index read in order, plus a sort).
 */
async function scansOf(db: Database, statement: { query: string; params: unknown[] }, { bitmap = true } = {}): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The test's tables are small: without this the planner rightly reads them whole.
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!bitmap) await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql`explain (format json) ${rebound(statement.query, statement.params)}`);
    const rows = (result as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      const type = `${node['Node Type']}${node['Scan Direction'] === 'Backward' ? ' Backward' : ''}`;
      if (/Scan/.test(type)) scans.push(node['Index Name'] ? `${type} on ${node['Index Name']}` : type);
      node.Plans?.forEach(walk);
    };
    walk(rows[0]!['QUERY PLAN'][0].Plan);
    return scans;
  });
}

/**
 * `count` clients of that last name, straight into the table (the search reads only client_users), each enrolled in
 * the program (finance lists only the enrolled).
 */
async function addClients(db: Database, lastName: string, count: number, from: number) {
  await db.execute(sql`with added as (insert into client_users
      (ssn_encrypted, ssn_lookup, ssn_last4, date_of_birth_encrypted, first_name, last_name, process_type, current_process, application_code)
    select 'x', 'bulk-' || ${lastName} || n, '0000', 'x', 'Ann' || n, ${lastName}, 'client', 'approved', 'APP-' || upper(${lastName}) || n
    from generate_series(${from}::int, ${from + count - 1}::int) as n returning id)
    insert into client_programs (client_id, program_id, enrolled_on) select id, 1, '2026-01-01' from added`);
}

describe.each(TEST_DATABASES)('the back office lists at size: search and order from indexes (%s)', (driver) => {
  const statements = statementRecorder();
  const ctx = useTestApp(driver, { queryLogger: statements.logger });
  let token: string;

  beforeAll(async () => {
    await seedClients(ctx);
    // An office of a few thousand clients, its statistics gathered as autovacuum would: plans as at full size.
    await addClients(ctx.database.db, 'Filler', 3000, 1);
    await ctx.database.db.execute(sql`analyze client_users`);
    const member = await createStaffMember(ctx, ['admin', 'caseworker', 'finance'], 'Ida Index');
    token = (await signInStaff(ctx, member)).token;
  });

  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { name: string }[]; meta: { total: number } }>();
  };
  /** What the route asks of the database, and its answer. */
  const sent = async (url: string) => {
    let body: Awaited<ReturnType<typeof get>> | undefined;
    const all = await statements.record(async () => {
      body = await get(url);
    });
    const own = new Set(routeStatements(all.map((statement) => statement.query)));
    return { body: body!, statements: all.filter((statement) => own.has(statement.query)) };
  };

  it('asks the same number of statements of a search however many clients it finds', async () => {
    const few = await sent(`${API_PATHS.adminClients}?q=smith`);
    await addClients(ctx.database.db, 'Smith', 120, 1);
    const many = await sent(`${API_PATHS.adminClients}?q=SMITH`);
    expect(many.body.meta.total).toBe(few.body.meta.total + 120);
    expect(many.statements.length).toBe(few.statements.length);
    await addClients(ctx.database.db, 'Smith', 500, 1000);
    const more = await sent(`${API_PATHS.adminClients}?q=smith&page=3`);
    expect(more.body.meta.total).toBe(few.body.meta.total + 620);
    expect(more.statements.length).toBe(few.statements.length);
    const finance = await sent(`${API_PATHS.financeClients}?q=ann1  smith`);
    expect(finance.body.data.map((row) => row.name)).toContain('Ann1 Smith');
    expect((await sent(`${API_PATHS.financeClients}?page=9`)).statements.length).toBe(finance.statements.length);
  });

  it('answers the search by name, username or code from the trigram index (a Bitmap Index Scan)', async () => {
    await addClients(ctx.database.db, 'Zimmer', 200, 1);
    await ctx.database.db.execute(sql`analyze client_users`);
    for (const url of [
      `${API_PATHS.adminClients}?q=LOPEZ`,
      // Clients found all late in the alphabet: page 1 too is sorted from what the index finds.
      `${API_PATHS.adminClients}?q=zimmer`,
      `${API_PATHS.adminClients}?q=darnell.price`,
      `${API_PATHS.financeClients}?q=app-smith1234`,
    ]) {
      const searches = (await sent(url)).statements.filter((statement) => /ilike/i.test(statement.query));
      // The page's rows and their count.
      expect(searches).toHaveLength(2);
      for (const statement of searches)
        expect((await scansOf(ctx.database.db, statement)).join(' | ')).toContain('Bitmap Index Scan on client_users_search_trgm_idx');
    }
    // The applications queue's own search: each word in the first or the last name.
    const queue = (await sent(`${API_PATHS.adminIntakeList}?q=ann12%20filler`)).statements.filter((statement) =>
      /ilike/i.test(statement.query),
    );
    expect(queue).toHaveLength(2);
    for (const statement of queue) {
      expect(await scansOf(ctx.database.db, statement)).toEqual(
        expect.arrayContaining([
          'Bitmap Index Scan on client_users_first_name_trgm_idx',
          'Bitmap Index Scan on client_users_last_name_trgm_idx',
        ]),
      );
    }
    // One or two characters hold no trigram: a prefix of the last or first name, each from its lower(name) index.
    for (const [q, name] of [
      ['zi', 'Ann1 Zimmer'],
      ['Z', 'Ann1 Zimmer'],
      ['da', 'Darnell Price'],
    ] as const) {
      const search = await sent(`${API_PATHS.adminClients}?q=${q}`);
      expect(search.body.data.map((row) => row.name)).toContain(name);
      const prefixes = search.statements.filter((statement) => /lower\("client_users"\."last_name"\) like/i.test(statement.query));
      expect(prefixes).toHaveLength(2);
      for (const statement of prefixes)
        expect(await scansOf(ctx.database.db, statement)).toEqual(
          expect.arrayContaining([
            'Bitmap Index Scan on client_users_last_name_prefix_idx',
            'Bitmap Index Scan on client_users_first_name_prefix_idx',
          ]),
        );
    }
    // A prefix, not anywhere in the name: "mm" starts no name (Zimmer holds it), and `%` is a character like any other.
    expect((await sent(`${API_PATHS.adminClients}?q=mm`)).body.meta.total).toBe(0);
    expect((await sent(`${API_PATHS.adminClients}?q=%25`)).body.meta.total).toBe(0);
    const lastFour = (await sent(`${API_PATHS.adminClients}?q=4320`)).statements.filter((statement) =>
      /"ssn_last4" =/.test(statement.query),
    );
    expect(lastFour).toHaveLength(2);
    for (const statement of lastFour)
      expect((await scansOf(ctx.database.db, statement)).join()).toMatch(/Index (Only )?Scan on client_users_ssn_last4_idx/);
  });

  it('reads each list in its order from an index, with no sort of the whole table', async () => {
    const orderedBy = async (url: string, table: string, options?: { bitmap: boolean }) => {
      const [statement] = (await sent(url)).statements.filter(
        (candidate) =>
          new RegExp(`from "${table}"`).test(candidate.query) && /order by/i.test(candidate.query) && /limit/i.test(candidate.query),
      );
      expect(statement, url).toBeDefined();
      return (await scansOf(ctx.database.db, statement!, options)).join(' | ');
    };
    // A page's ids are read from the order's index (an index-only scan where it holds them), then only their rows.
    // Finance's list holds the enrolled only: their own (partial) index gives the order.
    expect(await orderedBy(API_PATHS.financeClients, 'client_users')).toMatch(/Index (Only )?Scan on client_users_enrolled_name_order_idx/);
    expect(await orderedBy(`${API_PATHS.financeClients}?page=40`, 'client_users')).toMatch(
      /Index (Only )?Scan on client_users_enrolled_name_order_idx/,
    );
    expect(await orderedBy(`${API_PATHS.adminClients}?page=2`, 'client_users')).toMatch(
      /Index (Only )?Scan on client_users_name_order_idx/,
    );
    expect(await orderedBy(API_PATHS.adminIntakeList, 'intake_applications')).toMatch(
      /Index (Only )?Scan on intake_applications_submitted_desc_idx/,
    );
    expect(await orderedBy(`${API_PATHS.adminIntakeList}?direction=asc`, 'intake_applications')).toMatch(
      /Index (Only )?Scan on intake_applications_submitted_idx/,
    );
    expect(await orderedBy(`${API_PATHS.adminAudit}?page=3`, 'audit_events')).toMatch(
      /Index (Only )?Scan Backward on audit_events_at_id_idx/,
    );
    expect(await orderedBy(`${API_PATHS.financeEntries}?page=2`, 'journal_entries')).toMatch(
      /Index (Only )?Scan Backward on journal_entries_posted_idx/,
    );
    // The journal's Next and Previous: a keyset from the same index, either way, with no sort.
    expect(await orderedBy(`${API_PATHS.financeEntries}?after=2026-03-01.40`, 'journal_entries', { bitmap: false })).toMatch(
      /Index (Only )?Scan Backward on journal_entries_posted_idx/,
    );
    expect(await orderedBy(`${API_PATHS.financeEntries}?before=2026-03-01.40`, 'journal_entries', { bitmap: false })).toMatch(
      /Index (Only )?Scan on journal_entries_posted_idx/,
    );
    expect(await orderedBy(`${API_PATHS.financeEntries}?kind=fee&after=2026-03-01.40`, 'journal_entries', { bitmap: false })).toMatch(
      // On these near-empty tables either index gives the order; at size the planner takes the (kind, day) one.
      /Index (Only )?Scan Backward on journal_entries_(kind_)?posted_idx/,
    );
    // The unfiltered journal's total is the kept count: no count of its entries.
    const book = (await sent(API_PATHS.financeEntries)).statements.map((statement) => statement.query);
    expect(book.some((query) => /"journal_entry_count"/.test(query))).toBe(true);
    expect(book.filter((query) => /count\(/i.test(query) && /from "journal_entries"/.test(query))).toEqual([]);
  });
});
