/*
 * The API's words for the SSA-623 batch as a job (issue 23): what finance reads in the reports page's toasts and
 * beside the progress bar. A message built from data is a function of that data.
 */

export const API_FINANCE_JOBS_MESSAGES = {
  started: (month: string) => `The batch for ${month} is being prepared. You can leave this page and come back.`,
  underWay: (month: string) => `The batch for ${month} is already being prepared.`,
  alreadyDone: (month: string) => `The batch for ${month} is ready to download.`,
  noSuchProgram: (id: number) => `There is no program ${id}.`,
  noSuchJob: (id: number) => `There is no SSA-623 batch ${id}.`,
  notReady: (id: number) => `SSA-623 batch ${id} is not ready yet: wait until it is done, then download it.`,
  fileGone: (id: number) => `The file of SSA-623 batch ${id} is no longer kept. Prepare the batch again.`,
  /** Why a job failed, as the finance user reads it. */
  failed: 'The batch could not be written. Try again; if it fails again, tell the administrator.',
  gaveUp: (attempts: number) => `The batch was started ${attempts} times and each time the server stopped before it was done.`,
  /** The zip's name. */
  fileName: (month: string) => `ssa-623-${month}.zip`,
} as const;
