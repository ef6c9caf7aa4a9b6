/**
 * Why a member of staff asks to see a client's full Social Security Number or medical details: a short list to
 * choose from, each code with its words. The audit trail keeps the words chosen, and the details typed with them
 * (required for "Something else"). The codes are read from here by the contract, so a purpose has one home.
 */
export const REVEAL_PURPOSE_WORDS = {
  ssn: {
    ssa_report: 'A report or form for Social Security',
    benefit_application: 'A benefit application or renewal',
    bank_or_agency: 'A bank, landlord or agency needs it',
    identity_check: "Checking the client's identity",
    other: 'Something else',
  },
  medical: {
    benefit_review: 'A disability or benefit review',
    care_or_bills: 'Arranging care or paying medical bills',
    client_asked: 'The client or their guardian asked',
    safety: "A concern for the client's safety",
    other: 'Something else',
  },
} as const;

export const REVEAL_PURPOSE_MESSAGES = {
  choose: 'Choose one of the reasons in the list.',
  detailsForOther: 'Say why you need to see this.',
};
