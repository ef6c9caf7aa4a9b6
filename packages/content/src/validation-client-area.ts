/*
 * The validation messages of the client area: sign-in, credential recovery, my account and the contact form (the contract's auth, account and enquiry schemas).
 * Texts the product has always shown are kept word for word. A message built from data is a function of it.
 */

export const CLIENT_AREA_MESSAGES = {
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  enterAUsername: 'Enter a username.',
  enterAPassword: 'Enter a password.',
  confirmYourPassword: 'Confirm your password.',
  confirmPassword: 'Confirm password',
  enterYourUsername: 'Enter your username.',
  signInMethod: 'Choose how to sign in: username and password, or SSN and birth date.',
  forgottenCredential: 'Choose whether you forgot your password or your username.',
  resetLinkInvalid: 'This link is not valid. Ask for a new one.',
  enterANewPassword: 'Enter a new password.',
  enterANewUsername: 'Enter a new username.',
  resetCredential: 'Choose whether you are resetting your password or your username.',
  enterYourCurrentPassword: 'Enter your current password.',
  currentPassword: 'Current password',
  enterOrChooseAStartDate: 'Enter or choose a start date.',
  enterARealStartDate: 'Enter a real start date.',
  enterOrChooseAnEndDate: 'Enter or choose an end date.',
  enterARealEndDate: 'Enter a real end date.',
  enterOrChooseBothDates: 'Enter or choose a start date and an end date.',
  isClientRequired: 'Tell us whether you are a client.',
  selectAnEnquiryType: 'Select an enquiry type.',
};
