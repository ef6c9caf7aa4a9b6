import { Link } from 'react-router';
import { ADMIN_TASKS_CONTENT } from '@payee/content/admin-tasks';
import { AdminSection } from '@/components/back-office/admin-section';
import { QueryWaiting } from '@/components/back-office/query-waiting';
import { adminClientTasksPath } from '@/lib/back-office/admin-paths';
import { useTasks } from '../api/get-tasks';
import { TakeTask, TaskFacts } from './task-list';

const copy = ADMIN_TASKS_CONTENT;

/**
 * "My tasks" on the back office's home (caseworkers): the member's open tasks and the service's not taken yet,
 * overdue first, each a link to its client's record at their tasks, where it is closed; one not taken yet can be
 * taken here.
 */
export function MyTasksSection() {
  const { data, error } = useTasks({ page: 1 });
  return (
    <AdminSection id="my-tasks" heading={copy.mine.heading}>
      <p>{copy.mine.intro}</p>
      {!data ? (
        <QueryWaiting error={error} />
      ) : data.data.length === 0 ? (
        <p>{copy.mine.empty}</p>
      ) : (
        <>
          <p>{copy.mine.summary(data.meta.total)}</p>
          <ul className="admin-tasks" aria-labelledby="my-tasks">
            {data.data.map((task) => (
              <li key={task.id} className="admin-tasks__entry">
                <Link to={adminClientTasksPath(task.client.id)}>
                  {task.title} ({task.client.name})
                </Link>
                <TaskFacts task={task} />
                <TakeTask task={task} />
              </li>
            ))}
          </ul>
          {data.meta.total > data.data.length && <p>{copy.mine.more(data.data.length, data.meta.total)}</p>}
        </>
      )}
    </AdminSection>
  );
}
