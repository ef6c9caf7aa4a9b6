/*
 * Copy of steps 5 to 11 of the intake form: labels, hints, notes and the words of "Check your answers". Tooltips
 * are shown as hints under the label, always visible. Readers are often elderly, new to computers or new to
 * English: short sentences, one idea each, an example where a format matters.
 */

import { ADDRESS_HINTS, ADDRESS_LABELS } from './address';
import { FIELD_CONTENT } from './fields';
import { VALIDATION_MESSAGES } from './validation';
import { INTAKE_MESSAGES } from './validation-intake';

/** The tooltip of the food stamp, life insurance and rent amounts. */
const ZERO_AMOUNT_TOOLTIP = VALIDATION_MESSAGES.zeroAmountTooltip;
/** The tooltip of the monthly income. */
const MONTHLY_INCOME_TOOLTIP = VALIDATION_MESSAGES.monthlyIncomeTooltip;
/** The size and format note of the SSA documents. */
const DOCUMENT_UPLOAD_NOTE = VALIDATION_MESSAGES.documentUploadNote;

const PHONE_HINT = FIELD_CONTENT.phoneHint;
const EMAIL_HINT = FIELD_CONTENT.emailHint;

export const INTAKE_STEPS_CONTENT = {
  /** Shown on "Check your answers" while a list's labels load. */
  loadingAnswer: 'Loading…',
  /** Shown under a dropdown whose list could not be loaded. */
  listUnavailable: FIELD_CONTENT.listUnavailable,
  /** "Other: Part-time caregiver" on "Check your answers". */
  otherAnswer: (text: string) => (text ? `Other: ${text}` : 'Other'),
  yes: 'Yes',
  no: 'No',

  address: {
    physical: {
      legend: 'Physical address',
      hint: 'The address where you live now.',
      /** Row label on "Check your answers". */
      answer: 'Physical address',
    },
    mailing: {
      legend: 'Mailing address',
      hint: 'Where we should send your letters.',
      answer: 'Mailing address',
    },
    labels: ADDRESS_LABELS,
    hints: {
      sameAsPhysical: 'Tick this box if your letters come to the address where you live.',
      sameAsPhysicalTicked: 'We copy your physical address here. Untick the box to type a different mailing address.',
      ...ADDRESS_HINTS,
    },
    /** The mailing address on "Check your answers" when the box is ticked. */
    sameAsPhysicalAnswer: ADDRESS_LABELS.sameAsPhysical,
    /** "Wayne County" when the applicant typed only "Wayne". */
    countyLine: (county: string) => (/\bcounty\b/i.test(county) ? county : `${county} County`),
  },

  emergencyContact: {
    labels: {
      name: 'Name of your emergency contact',
      contactCategory: 'Type of contact',
      primaryPhone: 'Phone number',
      otherPhone: 'Other phone number',
      primaryEmail: 'Email address',
      otherEmail: 'Other email address',
    },
    hints: {
      name: 'Someone we can call if something happens to you, such as a family member or a friend.',
      contactCategory: 'How you know this person, for example family member, friend or doctor.',
      primaryPhone: PHONE_HINT,
      otherPhone: FIELD_CONTENT.otherPhoneHint,
      primaryEmail: EMAIL_HINT,
      otherEmail: FIELD_CONTENT.otherEmailHint,
    },
  },

  benefitDetails: {
    labels: {
      foodStamp: 'Food stamps (SNAP) amount',
      lifeInsurance: 'Life insurance amount',
      lifeInsuranceType: 'Type of life insurance',
      veteranServiceNo: INTAKE_MESSAGES.veteranServiceNumber,
    },
    hints: {
      foodStamp: `In dollars, for example 125.50. ${ZERO_AMOUNT_TOOLTIP}`,
      lifeInsurance: `In dollars, for example 5000. ${ZERO_AMOUNT_TOOLTIP}`,
      lifeInsuranceType: 'For example, whole life or term life.',
      veteranServiceNo: 'Only if you served in the armed forces.',
    },
  },

  employmentDetails: {
    labels: {
      employmentStatus: 'Employment status',
      otherEmployment: 'Describe your employment status',
      monthlyIncome: 'Monthly income',
      incomeTypes: 'Types of income',
      otherIncome: 'Describe your other income',
    },
    hints: {
      employmentStatus: 'Choose the one that fits you best.',
      otherEmployment: FIELD_CONTENT.otherTextHint,
      monthlyIncome: `In dollars, for example 943.00. ${MONTHLY_INCOME_TOOLTIP}`,
      incomeTypes: 'Choose every type of income you receive.',
      otherIncome: 'Tell us in a few words, for example money from renting a room.',
    },
  },

  housingDetails: {
    labels: {
      houseType: 'Type of housing',
      housingProvider: 'Housing provider',
      moveInDate: 'Move-in date',
      landlordPrimaryPhone: "Landlord's phone number",
      landlordOtherPhone: "Landlord's other phone number",
      landlordFax: "Landlord's fax number",
      landlordPrimaryEmail: "Landlord's email address",
      landlordOtherEmail: "Landlord's other email address",
      rentAmount: 'Monthly rent',
      remarks: 'Anything else about your housing',
    },
    hints: {
      houseType: 'Choose the one that fits where you live now.',
      housingProvider: 'The person, company or agency you rent from.',
      moveInDate: 'For example, 05/01/2024',
      landlordPrimaryPhone: PHONE_HINT,
      landlordOtherPhone: 'Another number for your landlord, if there is one.',
      landlordFax: 'Only if your landlord uses a fax machine.',
      landlordPrimaryEmail: EMAIL_HINT,
      landlordOtherEmail: 'Another email address for your landlord, if there is one.',
      rentAmount: `In dollars, for example 650.00. ${ZERO_AMOUNT_TOOLTIP}`,
      remarks: 'For example, who else lives with you or when your lease ends.',
    },
    /** Shown (and announced) when the chosen housing type has no landlord (ids 7, 8 and 9). */
    noLandlordNote:
      'For this type of housing you do not have to answer the questions about a housing provider, landlord or rent. Answer any that apply to you.',
  },

  ssaDocuments: {
    intro: 'Upload the three Social Security forms below. A photo or scan of each signed form is fine.',
    documents: {
      ssa_6233: { label: 'SSA-623 form', description: 'Representative Payee Report.' },
      ssa_11_bk: { label: 'SSA-11 form', description: 'Request to be Selected as Payee.' },
      ssa_1696: { label: 'SSA-1696 form', description: "Claimant's Appointment of Representative." },
    },
    note: DOCUMENT_UPLOAD_NOTE,
    savedFile: 'Saved file:',
    chosenFile: 'Chosen file:',
    download: 'Download',
    /** Read after "Download" by screen readers: which file. */
    downloadWhich: (label: string, fileName: string) => `${label}, ${fileName}`,
    downloading: 'Downloading…',
    willReplace: 'The file you chose replaces the saved one when you save this step.',
    notSavedYet: 'Not saved yet. It is sent when you save this step.',
    /** The one message for any failed download. */
    downloadFailed: FIELD_CONTENT.downloadFailed,
  },

  referralDetails: {
    labels: {
      referral: 'Who referred you to us?',
      referralAgency: 'Name of the referring agency',
      referralDate: 'Date you were referred',
    },
    hints: {
      referral: 'Choose who told you about our service.',
      referralAgency: 'The agency, office or person who sent you to us.',
      referralDate: 'For example, 05/01/2024. It cannot be in the future.',
    },
  },
};

/** Copy of intake steps 5 to 11. */
export type IntakeStepsContent = typeof INTAKE_STEPS_CONTENT;
