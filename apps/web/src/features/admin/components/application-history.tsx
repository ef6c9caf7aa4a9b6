import { ADMIN_CONTENT } from '@payee/content/admin';
import { ADMIN_APPLICATION_CONTENT } from '@payee/content/admin-application';
import { INTAKE_STEPS, type IntakeStepSlug, type TIntakeHistoryEvent } from '@payee/contract';
import { formatStaffMoment } from '@/lib/back-office/format';

const copy = ADMIN_APPLICATION_CONTENT.history;

const stepTitle = (slug: IntakeStepSlug) => INTAKE_STEPS.find((step) => step.slug === slug)?.title ?? slug;

/** Who did it, in words: the applicant, the member of staff by name, or the system (e-mails). */
export function actorOf(event: TIntakeHistoryEvent): string {
  if (event.by === 'staff') return copy.byStaff(event.staff_name);
  return copy.by[event.by];
}

/** What happened, in a few words, and what goes with it (the steps, the reasons, the masked address). */
function EventWhat({ event }: { event: TIntakeHistoryEvent }) {
  switch (event.type) {
    case 'created':
      return (
        <>
          <p className="admin-timeline__what">{copy.created}</p>
          {event.steps.length > 0 && (
            <p>
              {copy.createdSteps} {event.steps.map(stepTitle).join(', ')}
            </p>
          )}
        </>
      );
    case 'step_saved':
      return <p className="admin-timeline__what">{copy.stepSaved(stepTitle(event.step))}</p>;
    case 'submitted':
      return <p className="admin-timeline__what">{event.is_resubmission ? copy.resubmitted : copy.submitted}</p>;
    case 'decided':
      return (
        <>
          <p className="admin-timeline__what">{ADMIN_CONTENT.decisions[event.decision]}</p>
          {event.reasons.length > 0 && (
            <>
              <p>{copy.reasons}</p>
              <ul>
                {event.reasons.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </ul>
            </>
          )}
        </>
      );
    case 'email_sent':
      return (
        <>
          <p className="admin-timeline__what">{copy.emailSent(event.subject)}</p>
          <p className="admin-break">{copy.emailTo(event.to)}</p>
        </>
      );
  }
}

/** An application's history as a timeline (MOJ "timeline" pattern): each event with when, what and who. */
export function ApplicationHistory({ events }: { events: readonly TIntakeHistoryEvent[] }) {
  if (events.length === 0) return <p>{copy.empty}</p>;
  return (
    <ol className="admin-timeline">
      {events.map((event, index) => (
        <li key={index} className="admin-timeline__event">
          <EventWhat event={event} />
          <p className="admin-muted">
            <time dateTime={event.at}>{formatStaffMoment(event.at)}</time>, {actorOf(event)}
          </p>
        </li>
      ))}
    </ol>
  );
}
