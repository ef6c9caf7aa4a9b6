import { SIGN_IN_WAYS } from './fields';
import { SITE } from './site';

/*
 * Copy of the intake area's entry and status pages: the landing page, state and program selection, and resuming an
 * application. A module of its own so the public pages' first chunk does not carry it. The sign-in form and the
 * status screens speak with the words of `@payee/content/client-area` (AUTH_CONTENT.signIn and
 * AUTH_CONTENT.status), which are not repeated here.
 */

const { productName, serviceName } = SITE.organisation;
const START_NEW = 'Start a New Application';
const RESUME = 'Resume Your Application';

export const INTAKE_CONTENT = {
  errorSummaryTitle: 'There is a problem',

  landing: {
    pageTitle: 'Apply',
    heading: `Apply for the ${productName}`,
    lead: `We are glad you are here. Applying is free, and a family member or a case manager can fill in the form for you.`,
    choicesLabel: 'What would you like to do?',
    startNew: {
      label: START_NEW,
      hint: 'First time here? It takes about 20 minutes. You can save your answers and finish later.',
    },
    resume: {
      label: RESUME,
      hint: 'Started before? Carry on where you stopped.',
    },
    alreadyApplied: {
      heading: 'Already sent your application?',
      text: 'Sign in to see what is happening with it.',
      link: SIGN_IN_WAYS.heading,
    },
  },

  stateSelection: {
    pageTitle: 'Choose your state',
    heading: 'Where do you live?',
    lead: `We start by finding the office that will look after your application. Today we serve ${SITE.state.name}.`,
    label: 'State',
    hint: 'Choose the state you live in.',
    loadingStates: 'Loading the list of states…',
    statesUnavailable: 'We could not load the list of states. Please refresh the page and try again.',
    submit: "Let's Get Started",
    resumeText: 'Started an application before?',
    resumeLink: RESUME,
  },

  programSelection: {
    pageTitle: 'Choose your program',
    heading: 'Choose your program',
    lead: 'Tell us which program you would like to join. If you are not sure, that is fine: choose "I am not aware" and we will help you.',
    legend: 'Programs',
    hint: 'Tick the program you would like to join.',
    program: {
      name: productName,
      summary: `${serviceName} becomes your representative payee: we receive your benefits for you and make them last all month.`,
      details: [
        'We receive your Social Security, retirement benefits or wages for you, and pay your rent, utilities and other bills straight to the company, on time.',
        'We plan your money to last 30 days, from one payment to the next, and load your spending money onto a debit card every week.',
        'We keep a record of every dollar, and you can see your balance and statements in your account at any time.',
      ],
    },
    learnMore: 'Learn More',
    showLess: 'Show Less',
    /** Read after "Learn More" / "Show Less" by screen readers: which program the button is about. */
    learnMoreAbout: (program: string) => `about the ${program}`,
    notAware: 'I am not aware',
    notAwareHint: 'Choose this if you do not know which program is right for you. We will help you decide.',
    back: 'Back',
    submit: 'Save and Proceed',
  },

  resumeChooser: {
    pageTitle: 'Resume your application',
    heading: RESUME,
    greeting: (firstName: string) => `Welcome back, ${firstName}!`,
    lead: 'First, let us make sure it is you. How would you like to do that?',
    byUsername: SIGN_IN_WAYS.byUsername,
    byUsernameHint: 'Use the username and password you chose on your application.',
    bySsn: SIGN_IN_WAYS.bySsn,
    bySsnHint: SIGN_IN_WAYS.bySsnHint,
    startNewText: 'Have not started an application yet?',
    startNewLink: START_NEW,
  },
};

/** Copy of the intake entry and status pages. */
export type IntakeContent = typeof INTAKE_CONTENT;
