/*
 * The API's messages of the back office: the decisions on intake applications and the staff accounts. Staff read
 * them in the back office's toasts and beside its fields. A message built from data is a function of that data.
 */

export const API_BACK_OFFICE_MESSAGES = {
  applications: {
    /** Where an application stands, inside "it is …". */
    statusWords: {
      pending: 'still being filled in (not sent in yet)',
      inProgress: 'waiting for a decision',
      rejected: 'rejected and waiting for the applicant to update it',
      approved: 'approved',
    },
    notSentIn: 'not sent in',
    notWaiting: (code: string, where: string) =>
      `Application ${code} is not waiting for a decision: it is ${where}. Only an application that was sent in (in progress) can be taken up, approved or rejected.`,
    alreadyUnderReview: (code: string) => `Application ${code} is already under review. Approve or reject it when it has been checked.`,
    underReview: (code: string) => `Application ${code} is under review; approve or reject it when it has been checked.`,
    approved: (code: string) =>
      `Application ${code} is approved; invite the applicant to onboarding when it is ready (POST /admin/onboarding/${code}/invite).`,
    rejected: (code: string) => `Application ${code} is rejected; the applicant can update it and send it again.`,
  },

  staff: {
    notAMemberOfStaff: 'Not a member of staff.',
    noSuchMember: (id: number) => `There is no member of staff ${id}.`,
    emailTaken: 'There is already a member of staff with this email address.',
    ownAdminRole: 'You cannot take the admin role from yourself. Ask another administrator.',
    ownDeactivation: 'You cannot deactivate your own account. Ask another administrator.',
  },
} as const;
