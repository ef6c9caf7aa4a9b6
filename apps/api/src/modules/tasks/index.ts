/** What the tasks module offers the other modules and the plugins: they import it from here, never from its files. */
export { default as taskRoutes } from './routes';
export { makeServiceTask, makeServiceTasks, type ServiceTask } from './service-tasks';
