/*
 * The words of the e-mails the API sends: subjects, previews, paragraphs, lists and sign-offs. The templates in
 * apps/api/src/mail and the modules' mail.ts put them into blocks; what an e-mail says is here, once. A text built
 * from data is a function of that data; the organisation and the office come from the site.
 */

import { SITE } from './site';

const service = () => SITE.organisation.serviceName;
const API_MAIL_QUESTION = (phone: string) => `If you have a question, please call us at ${phone}.`;

export const API_MAIL_CONTENT = {
  greeting: (name: string) => `Dear ${name},`,
  /** The safety line of every e-mail to a client or applicant. */
  safetyNotice: 'To keep you safe, we will never ask for your full Social Security Number, your bank details or a password by email.',
  questionCallUs: API_MAIL_QUESTION,

  signature: {
    regards: 'Warm regards,',
    team: (officeName: string, serviceName: string) => `The ${officeName} team, ${serviceName}`,
    contacts: (phone: string, fax: string, email: string) => `Phone ${phone} · Fax ${fax} · ${email}`,
    internal: (serviceName: string) => `${serviceName} website`,
  },

  credentialChanged: {
    subject: (what: string) => `Your ${what} was changed`,
    preview: (what: string) => `The ${what} of your ${service()} account was changed.`,
    passwordChanged: () => `The password of your ${service()} account was changed. You can now sign in with your new password.`,
    usernameChanged: (newUsername: string | undefined) =>
      `The username of your ${service()} account was changed to ${newUsername ?? 'a new one'}. Please use it the next time you sign in.`,
    notYou: (phone: string) => `If you did not make this change, please call us straight away at ${phone} so we can protect your account.`,
  },

  credentialResetLink: {
    subject: (what: string) => `Reset your ${what} for ${service()}`,
    preview: (minutes: number, what: string) => `Use this link within ${minutes} minutes to choose a new ${what}.`,
    request: (what: string) =>
      `We received a request to reset the ${what} of your ${service()} account. To choose a new ${what}, open this link:`,
    linkWorks: (minutes: number) =>
      `The link works once, for ${minutes} minutes. If it has expired, you can ask for a new one on the sign-in page.`,
    notYou: (what: string, phone: string) =>
      `If you did not ask to reset your ${what}, you do not need to do anything: your account is safe and nothing ` +
      `has changed. If you are worried, please call us at ${phone}.`,
    safetyNotice: 'To keep you safe, we will never ask for your password or your full Social Security Number by email or phone.',
  },

  enquiryAcknowledgement: {
    subject: (reference: string) => `We have received your enquiry (${reference})`,
    preview: (reference: string) => `Thank you for contacting ${service()}. Your reference is ${reference}.`,
    received: (enquiryTypeName: string, reference: string) =>
      `Thank you for contacting ${service()}. We have received your enquiry ` +
      `(${enquiryTypeName}) and given it the reference ${reference}.`,
    nextHeading: 'What happens next',
    next: (state: string, replyTime: string, reference: string, phone: string) => [
      `A member of our ${state} team will read your message and reply ${replyTime}, by email or by phone.`,
      `If you contact us about it, please quote your reference, ${reference}, so we can find it quickly.`,
      `If your question is urgent, please call us at ${phone}.`,
    ],
    notYou: (email: string) => `If you did not send this enquiry, you can ignore this email, or let us know at ${email}.`,
  },

  enquiryNotification: {
    subject: (reference: string, enquiryTypeName: string) => `New enquiry ${reference}: ${enquiryTypeName}`,
    preview: (enquiryTypeName: string, name: string) => `${enquiryTypeName} from ${name}`,
    arrived: 'A new enquiry has arrived through the Contact Us form of the website.',
    rows: {
      reference: 'Reference',
      received: 'Received',
      enquiryType: 'Enquiry type',
      existingClient: 'Existing client',
      yes: 'Yes',
      no: 'No',
      ssn: 'SSN',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
    },
    messageHeading: 'Their message',
    noMessage: 'They did not write a message.',
    toldThem: (replyTime: string, reference: string, email: string) =>
      `We have told them we will reply ${replyTime} and given them the reference ${reference}. ` +
      `Replying to this email writes to ${email}.`,
  },

  enquiryReply: {
    subject: (reference: string) => `Our reply to your enquiry (${reference})`,
    preview: (reference: string) => `${service()} has replied to your enquiry ${reference}.`,
    intro: (reference: string) => `Thank you for contacting ${service()}. This is our reply to your enquiry ${reference}.`,
    writeBack: (reference: string, phone: string) =>
      `If you write back, please keep the reference ${reference} in the subject so we can find your enquiry quickly. If your question is urgent, please call us at ${phone}.`,
  },

  staffInvitation: {
    subject: () => `Your ${service()} back-office account`,
    preview: (hours: number) => `Set your password within ${hours} hours.`,
    made: () => `An account has been made for you in the ${service()} back office. To set your password, open this link:`,
    linkWorks: (hours: number) =>
      `The link works once, for ${hours} hours. After the password you will set up an authenticator app ` +
      '(such as Google Authenticator, Microsoft Authenticator or 1Password): every sign-in asks for a code from it.',
    notExpected: 'If you did not expect this e-mail, tell the office administrator and do not open the link.',
  },
  /** The intake's e-mails, to the applicant or their representative. */
  intake: {
    /** Whose application: "the application of …" to a representative, else "your application". */
    whose: (isRepresentative: boolean, applicantName: string) =>
      isRepresentative ? `the application of ${applicantName}` : 'your application',
    /** On the applicant's own copy when someone else fills in the form, who that is (`did`: "started it"). */
    filledInBy: (name: string, did: string) => `${name} ${did} for you.`,
    didStart: 'started it',
    didUpdate: 'updated it',
    didFillIn: 'filled it in',
    nextHeading: 'What happens next',
    open: (link: string) => `Open ${link}`,
    draftSaved: {
      subject: (isRepresentative: boolean, code: string) =>
        `${isRepresentative ? 'The' : 'Your'} application is saved: its code is ${code}`,
      preview: (code: string, what: string) => `Keep the application code ${code} to come back to ${what}.`,
      saved: (what: string, code: string) =>
        `Thank you for starting ${what} to ${service()}. It is saved, with the application code ${code}. Please keep this code.`,
      howHeading: 'How to come back to it',
      signIn: (isRepresentative: boolean) =>
        `Sign in with the username and password chosen for the application, or with ${isRepresentative ? "the applicant's" : 'your'} Social Security Number and date of birth.`,
      opensAt: 'The application opens at the first step not saved yet. Each step is saved when you press "Save and proceed".',
      nothingSent: (phone: string) =>
        `Nothing is sent to our team until you press Submit on the last page, "Check your answers". If you need help, please call us at ${phone}.`,
    },
    submitted: {
      subject: (isRepresentative: boolean, code: string) => `We have received ${isRepresentative ? 'the' : 'your'} application (${code})`,
      preview: (code: string) => `Thank you for applying to ${service()}. The application code is ${code}.`,
      receivedAgain: (what: string, code: string) =>
        `Thank you for updating ${what}. We have received it again, with the application code ${code}.`,
      received: (what: string, code: string) =>
        `Thank you for applying to ${service()}. We have received ${what}, with the application code ${code}.`,
      next: (state: string, code: string, phone: string) => [
        `Our ${state} team is reviewing the application. We will tell you by email when it is decided.`,
        `If you contact us about it, please quote the application code, ${code}.`,
        `If anything changes in the meantime, or your question is urgent, please call us at ${phone}.`,
      ],
    },
    approved: {
      subject: (code: string) => `The application ${code} is approved`,
      preview: (what: string) => `Good news: ${what} to ${service()} is approved.`,
      approved: (what: string, code: string) => `Good news: ${what} (${code}) to ${service()} is approved.`,
      next: (link: string, phone: string) => [
        'The last step is onboarding: we will email you a link to complete your onboarding details when it is ready for you.',
        `You can sign in at ${link} with the same username and password at any time to see where you stand.`,
        API_MAIL_QUESTION(phone),
      ],
    },
    rejected: {
      subject: (code: string) => `The application ${code} needs updates`,
      preview: (what: string) => `Please update ${what} to ${service()} and send it again.`,
      reviewed: (what: string, code: string) => `We have reviewed ${what} (${code}). Before we can go on, it needs the following updates:`,
      howHeading: 'How to update it',
      signIn: 'Sign in with the same username and password, or with the Social Security Number and date of birth.',
      change: 'Change the answers, then press Submit on "Check your answers" to send it again.',
    },
  },
  /** The onboarding's e-mails, to the client. */
  onboarding: {
    invitation: {
      subject: () => `Complete your onboarding with ${service()}`,
      preview: 'Your application is approved. Please complete your onboarding details.',
      approved: (code: string) =>
        `Your application (${code}) to ${service()} is approved. The last step is to complete your onboarding details, so we can set up your account.`,
      howHeading: 'How to complete it',
      steps: (link: string, phone: string) => [
        `Open ${link}`,
        'Sign in with your username and password, or with your Social Security Number and date of birth.',
        'Fill in the six steps: your photo, your identifiers, your medical details, your benefits, your contacts and your bills. Steps 3 to 5 are optional.',
        `Press Submit on the last step to send it to our team. If you need help, please call us at ${phone}.`,
      ],
    },
    submitted: {
      subject: (code: string) => `We have received your onboarding details (${code})`,
      preview: () => `Your request has been successfully submitted to the ${service()} team.`,
      receivedAgain: (code: string) => `Thank you for updating your onboarding details. We have received them again (${code}).`,
      received: (code: string) => `Thank you for completing your onboarding details. We have received them (${code}).`,
      nextHeading: 'What happens next',
      next: (phone: string) => [
        'Our team is reviewing your details. We will notify you by email when your account is ready, or if anything needs updating.',
        'You have been signed out. You can sign in at any time to see where your request stands.',
        `If anything changes in the meantime, please call us at ${phone}.`,
      ],
    },
    sentBack: {
      subject: (code: string) => `Your onboarding details need updates (${code})`,
      preview: () => `Please update your onboarding details for ${service()} and send them again.`,
      reviewed: 'We have reviewed your onboarding details. Before we can set up your account, they need the following updates:',
      howHeading: 'How to update them',
      steps: (link: string, phone: string) => [
        `Open ${link} and sign in.`,
        'Press "Update Form Now": the form opens with your answers and the updates listed above it.',
        'Change what is needed, then press Submit on the last step to send it again.',
        API_MAIL_QUESTION(phone),
      ],
    },
    activated: {
      subject: () => `Your ${service()} account is ready`,
      preview: 'Welcome: your account is ready. Sign in to see your balance and statements.',
      welcome: () => `Welcome to ${service()}. Your onboarding is complete and your account is ready in:`,
      nowHeading: 'What you can do now',
      now: (link: string, phone: string) => [
        `Sign in at ${link} with your username and password, or with your Social Security Number and date of birth.`,
        'My Account shows your balance and lets you download account statements.',
        API_MAIL_QUESTION(phone),
      ],
    },
  },
} as const;
