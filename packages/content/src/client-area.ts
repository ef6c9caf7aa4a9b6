import { FIELD_CONTENT, SIGN_IN_WAYS } from './fields';
import { SITE } from './site';
import { VALIDATION_MESSAGES } from './validation';

/*
 * Copy of the client area: sign-in, the status screens, credential recovery and /my-account.
 * A module of its own so the public pages' first chunk does not carry it; edit it with site.ts when
 * re-branding (the organisation's name comes from there).
 */

/** Why a credential recovery or reset failed, when the server says nothing more. */
const RECOVERY_FAILED = 'Something Went Wrong!!';
const CONFIRM_NEW_PASSWORD = 'Confirm new password';

export const AUTH_CONTENT = {
  logoHomeLabel: `${SITE.organisation.serviceName} home page`,
  /** Shown on the sign-in page when the server has ended the session (a 401 on a signed-in call). */
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** The warning before a session ends for want of use (30 minutes: issue 13), and what the sign-in page says after. */
  idle: {
    title: 'Are you still there?',
    body: (minutes: number) =>
      `To keep your account safe, you will be signed out in ${minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`} unless you choose to stay signed in.`,
    remaining: (seconds: number) => `Time left: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
    stay: 'Stay signed in',
    signOut: 'Sign out now',
    timedOut: 'You were signed out because you were away for 30 minutes. Please sign in again.',
  },
  /** The footer of every client-area page: where to get help (issue 9). */
  help: {
    heading: 'Need help?',
    text: 'Call or email our office and we will be glad to help.',
  },
  chooser: {
    pageTitle: 'Sign in',
    heading: SIGN_IN_WAYS.heading,
    greeting: (firstName: string) => `Welcome back, ${firstName}!`,
    lead: 'How would you like to sign in?',
    byUsername: SIGN_IN_WAYS.byUsername,
    byUsernameHint: 'Use the username and password you chose when you applied.',
    bySsn: SIGN_IN_WAYS.bySsn,
    bySsnHint: SIGN_IN_WAYS.bySsnHint,
    notApplied: "Haven't Applied Yet?",
    notAppliedText: 'Apply to become a client. It takes about 20 minutes.',
    applyNow: 'Apply Now',
  },
  signIn: {
    pageTitleUsername: 'Sign in with username',
    pageTitleSsn: 'Sign in with SSN',
    headingWithCode: 'Enter your Identification details',
    headingWithoutCode: 'Find your Finance details',
    greeting: (firstName: string) => `Hello, ${firstName}!`,
    labels: { username: 'Username', password: 'Password', ssn: FIELD_CONTENT.ssnLabel, dateOfBirth: 'Date of birth' },
    hints: { dateOfBirth: FIELD_CONTENT.dateHint },
    showPassword: 'Show',
    hidePassword: 'Hide',
    submit: 'Sign In',
    forgotUsername: 'Forgot Username ?',
    forgotPassword: 'Forgot Password ?',
    otherWay: 'Sign in another way',
    errorSummaryTitle: 'There is a problem',
    failureFallback: 'We could not sign you in. Please try again.',
    dateOfBirthFuture: VALIDATION_MESSAGES.dateOfBirthFuture,
  },
  status: {
    pageTitle: 'Your application',
    inProgress: {
      heading: (name: string) => `We've Got Your Request, ${name}!`,
      text: 'Our team is working on your application.',
      emailLine: 'We will send you updates by email.',
      applicationCodeLabel: 'Your application code:',
      applicationCodeHint: 'Please keep it. We may ask for it when you call or email us.',
    },
    rejected: {
      heading: (name: string) => `Attention, ${name}! Your Application Needs Updates.`,
      text: 'Please change the following and send your application again:',
      action: 'Update Form Now',
    },
    approved: {
      heading: (name: string) => `Congratulations, ${name}! You're Successfully Onboarded.`,
      text: 'Please check your mail: we have sent you what you need to start using your account.',
      action: 'Check Account Details',
    },
    backToHome: 'Back To Home',
    loading: 'Loading your application status…',
    loadFailed: 'We could not load the status of your application. Please try again.',
    tryAgain: 'Try Again',
  },
  forgot: {
    password: {
      pageTitle: 'Forgot password',
      heading: 'Forgot your password?',
      lead: 'Enter your username. We will email you a link to choose a new password.',
    },
    username: {
      pageTitle: 'Forgot username',
      heading: 'Forgot your username?',
      lead: 'Enter your Social Security Number. We will email you a link to choose a new username.',
    },
    labels: { username: 'Username', ssn: FIELD_CONTENT.ssnLabel },
    submit: 'Send Link',
    returnToLogin: 'Return to login',
    successHeading: 'Success!!!',
    /**
     * The same whether an account was found or not, so the page does not tell which usernames and SSNs have
     * accounts (docs/decisions.md): no address is named.
     */
    successText: {
      password:
        'Please check your email for the verification link. We send it if the username you entered belongs to an account with an email address.',
      username:
        'Please check your email for the verification link. We send it if the Social Security Number you entered belongs to an account with an email address.',
    },
    spamAdvice: 'If you cannot find the email, please check your spam or junk folder.',
    noEmailHelp: `If no email arrives, please call us at ${SITE.office.phone} or email ${SITE.office.email} and we will help you.`,
    resendIn: (time: string) => `Resend in ${time}`,
    resendStarted: 'You can ask for another link in 60 seconds.',
    resendReady: 'You can now ask for another link.',
    resend: 'Resend',
    resent: 'We have sent you a new link.',
    errorSummaryTitle: 'There is a problem',
    failureFallback: RECOVERY_FAILED,
  },
  reset: {
    password: {
      pageTitle: 'Enter new password',
      heading: 'Enter New Password',
      successTitle: 'Password Reset Successfully',
      askAgain: 'Ask for a new password link',
    },
    username: {
      pageTitle: 'Enter new username',
      heading: 'Enter New Username',
      successTitle: 'Username Reset Successfully',
      askAgain: 'Ask for a new username link',
    },
    labels: { password: 'New password', confirmPassword: CONFIRM_NEW_PASSWORD, username: 'New username' },
    checking: 'Checking your link…',
    linkProblemHeading: 'This link cannot be used',
    submit: 'Reset',
    redirecting: 'Taking you to the sign-in page in 3 seconds…',
    errorSummaryTitle: 'There is a problem',
    failureFallback: RECOVERY_FAILED,
  },
  warningTitle: 'Important',
  /** An application code in the address that no application has (sign-in and resume pages). */
  unknownApplicationCode: {
    text: (code: string) => `We could not find an application with the code ${code}. Please check the link in your email.`,
    goOn: 'You can also go on without it:',
    link: 'Continue without the code',
  },
};

export const ACCOUNT_CONTENT = {
  pageTitle: 'My account',
  greeting: (firstName: string) => `Hello, ${firstName}`,
  lead: 'Here you can see your money and download your statements.',
  ssnLabel: FIELD_CONTENT.ssnLabel,
  ssnEndingIn: (lastFour: string) => `ending in ${lastFour.split('').join(' ')}`,
  logout: {
    button: 'Logout',
    title: 'Log out?',
    message: 'Are you sure you want to log out of your account?',
    confirm: 'Logout',
    cancel: 'Cancel',
  },
  changePassword: {
    button: 'Change Password',
    title: 'Change Password',
    labels: { currentPassword: 'Current password', password: 'New password', confirmPassword: CONFIRM_NEW_PASSWORD },
    submit: 'Save new password',
    cancel: 'Cancel',
    successFallback: 'Your password has been changed.',
    failureFallback: 'Your password could not be changed. Please try again.',
  },
  program: {
    label: 'Program',
    loading: 'Loading your programs…',
    error: 'We could not load your programs. Please refresh the page and try again.',
    none: 'You do not have any programs yet.',
  },
  balance: {
    heading: 'Total balance',
    show: 'Show balance',
    hide: 'Hide balance',
    hidden: 'Hidden',
    hiddenForScreenReaders: 'Balance hidden. Use the Show balance button to see it.',
    negativeNote: 'Your balance is below zero.',
    loading: 'Loading your balance…',
    error: 'We could not load your balance. Please try again later.',
  },
  transactions: {
    heading: 'Recent transactions',
    caption: (programName: string) => `Money in and out of ${programName}, newest first`,
    columns: { date: 'Date', description: 'What it was', moneyIn: 'Money in', moneyOut: 'Money out', balanceAfter: 'Balance after' },
    none: 'There are no transactions in this program yet.',
    loading: 'Loading your transactions…',
    error: 'We could not load your transactions. Please try again later.',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, lastPage: number) => `Page ${page} of ${lastPage}`,
    paginationLabel: 'Transaction pages',
  },
  /** What the office pays next for the client, and their next debit card load (issue 14). */
  comingUp: {
    heading: 'Coming up',
    lead: 'The next bills we will pay for you, and your next debit card load.',
    billsHeading: 'Bills we will pay',
    bill: (payee: string, what: string) => `${payee} (${what})`,
    noBills: 'No bills are planned right now.',
    cardHeading: 'Your debit card',
    cardLoad: (amount: string, day: string) => `We will put ${amount} on your card on ${day}.`,
    noCardLoad: 'No card load is planned right now.',
    loading: 'Loading what is coming up…',
    error: 'We could not load what is coming up. Please try again later.',
  },
  /** This month's spending by category against the budget (issue 14): bars with the words, and a table. */
  thisMonth: {
    heading: 'This month',
    lead: (month: string) => `What you spent in ${month}, and what is left of your budget.`,
    spentOf: (spent: string, budget: string) => `Spent ${spent} of ${budget}`,
    /** Bills the office has approved and will pay soon: they count in this month's budget already. */
    committed: (amount: string) => `${amount} more approved to be paid`,
    spentNoBudget: (spent: string) => `Spent ${spent}. There is no budget for this.`,
    left: (amount: string) => `${amount} left`,
    over: (amount: string) => `${amount} over the budget`,
    total: (spent: string, budget: string) => `In all: spent ${spent} of ${budget}.`,
    none: 'There is no budget and no spending this month yet.',
    tableToggle: 'See this as a table',
    tableCaption: (month: string) => `Your spending in ${month}`,
    columns: { category: 'What for', budget: 'Budget', spent: 'Spent', committed: 'To be paid', left: 'Left' },
    noBudget: 'No budget',
    loading: 'Loading this month…',
    error: 'We could not load this month. Please try again later.',
  },
  statement: {
    heading: 'Account Statement',
    lead: 'Choose the dates, then download your statement as a PDF file.',
    startLabel: 'Start date',
    startHint: 'Choose the first day of the statement, or type it as MM/DD/YYYY.',
    endLabel: 'End date',
    /** While no start date is chosen (the end date is disabled until then). */
    endHintWithoutStart: 'Choose a start date first, then the last day of the statement.',
    endHint: 'Choose the last day of the statement, or type it as MM/DD/YYYY. It cannot be before the start date or after today.',
    download: 'Download',
    downloaded: 'Your statement has been downloaded.',
    errorSummaryTitle: 'There is a problem',
  },
};

/** Copy of the sign-in and credential-recovery screens. */
/** The confirmation before unsaved answers of a multi-step form are lost (the intake form, the onboarding wizard). */
export const UNSAVED_CHANGES_CONTENT = {
  title: 'Leave this page?',
  /** Asked before leaving a form with unsaved changes. */
  message: 'Are you sure you want to leave? You have unsaved changes.',
  leave: 'Leave',
  stay: 'Stay on this page',
};

export type AuthContent = typeof AUTH_CONTENT;
/** Copy of /my-account. */
export type AccountContent = typeof ACCOUNT_CONTENT;
