/*
 * The API's messages about accounts: a client's sign-in and session, forgotten and changed credentials, the
 * application-code look-up, and staff sign-in with its authenticator app (TOTP). Texts the product has always
 * shown are kept word for word. A message built from data is a function of that data; the office's phone and
 * e-mail come from the site.
 */

import { SITE } from './site';

const minutesWord = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

export const API_ACCOUNTS_MESSAGES = {
  clients: {
    applicationNotFound: 'We could not find an application with that code. Please check the link, or sign in without it.',
    nameLookupLimit: 'Too many look-ups from this device. Please wait a minute and try again.',
  },

  sessions: {
    addressLimit: 'Too many sign-in attempts from this device. Please wait 15 minutes and try again.',
    /** The same words whichever part was wrong (or whether the account exists at all). */
    badUsername: 'The username or password is not correct. Please check them and try again, or use "Forgot Username" or "Forgot Password".',
    badSsn: 'We could not find an account with that Social Security Number and date of birth. Please check them and try again.',
    accountLocked: () => `Your account is locked, so you cannot sign in. Please call us at ${SITE.office.phone} and we will help you.`,
    tooManyAttempts: (minutes: number) =>
      `Too many unsuccessful sign-in attempts. Please wait ${minutesWord(minutes)} and try again, or reset your password.`,
    welcomeToOnboarding: (firstName: string) => `Welcome, ${firstName}. Please complete your onboarding details.`,
    welcomeBack: (firstName: string) => `Welcome back, ${firstName}.`,
  },

  credentials: {
    /** The one answer to "Forgot password" and "Forgot username", whether the account exists or not. */
    linkRequested: (kind: 'password' | 'username', minutes: number) =>
      `If ${kind === 'password' ? 'that username' : 'that Social Security Number'} belongs to an account with an email address, ` +
      `we have sent a link to it. It works for ${minutes} minutes. ` +
      `If no email arrives, please call us at ${SITE.office.phone} or email ${SITE.office.email}.`,
    rateLimit: () =>
      `You have asked for several links in a short time. Please wait an hour and try again, or call us at ${SITE.office.phone}.`,
    invalidLink: 'This link is not valid. Please ask for a new one.',
    expiredLink: (minutes: number) => `This link has expired. Links work for ${minutes} minutes. Please ask for a new one.`,
    usedLink: 'This link has already been used. If you still need to, please ask for a new one.',
    replacedLink:
      'A newer link was sent after this one, so this one no longer works. Please use the link in the most recent email, or ask for a new one.',
    usernameTaken: 'That username is already taken. Please choose another one.',
    sameUsername: 'That is already your username. Please choose a new one, or sign in with it.',
    passwordReset: 'Your password has been reset. You can now sign in with your new password.',
    usernameReset: 'Your username has been changed. You can now sign in with your new username.',
    wrongCurrentPassword: 'Your current password is not correct.',
    samePassword: 'Choose a new password that is different from your current one.',
    passwordChanged: 'Your password has been changed.',
    tooManyWrongPasswords: 'Too many wrong current passwords. Please wait 15 minutes and try again, or sign out and use "Forgot Password".',
    tooManyWrongLinks: 'Too many links that are not valid. Please wait 15 minutes and try again, or ask for a new link.',
  },

  staffSignIn: {
    addressLimit: 'Too many sign-in attempts from this address. Please wait 15 minutes and try again.',
    /** The same words whichever part was wrong, so the answer does not say which addresses have accounts. */
    badCredentials: 'The email address or password is not correct.',
    badCode: 'That code is not correct, or it was already used. Wait for the next code and try again.',
    badRecoveryCode: 'That recovery code is not correct, or it was already used.',
    challengeExpired: 'Your sign-in has expired. Please sign in with your email address and password again.',
    badInvitation: 'This link is not valid or has expired. Ask an administrator for a new invitation.',
    accountLocked: (maxFailures: number, minutes: number) =>
      `This account is locked after ${maxFailures} unsuccessful attempts. Please wait ${minutesWord(minutes)} and try again.`,
    enterTotpCode: 'Enter the code from your authenticator app.',
    setUpTotpToFinish: 'Set up your authenticator app to finish signing in.',
    welcome: (name: string) => `Welcome, ${name}.`,
    scanTotpCode: 'Scan the QR code with your authenticator app, or type the key, then enter the code it shows.',
    totpSetUp: 'Your authenticator app is set up. Keep your recovery codes somewhere safe: they are shown only once.',
    passwordSet: 'Your password is set. Now set up your authenticator app.',
    setUpTotpFirst: 'Set up your authenticator app first.',
    totpAlreadySetUp: 'Your authenticator app is already set up. Enter a code from it to sign in.',
    startTotpFirst: 'Start setting up your authenticator app first.',
  },
} as const;
