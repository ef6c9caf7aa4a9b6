import { officeToday, parseApiDate } from '@payee/contract';
import { serverNow } from './server-clock';

/**
 * The office's (Michigan's) today by the server's clock, as a calendar date: the latest day a date field offers
 * where the server refuses a day after today (a birth date, a statement's end), so the two agree in any zone.
 */
export const officeTodayDate = (): Date => parseApiDate(officeToday(new Date(serverNow())))!;
