/** Id of the form's heading, which names the form. */
export const ENQUIRY_HEADING_ID = 'enquiry-form-heading';
/** Problems that belong to no field (a refused captcha, a 429) link to the button that sends again. */
export const ENQUIRY_SUBMIT_ID = 'enquiry-submit';
