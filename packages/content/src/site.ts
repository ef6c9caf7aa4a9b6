/**
 * Every word of the public website, the organisation's name, the program's name (`{product}` in the texts) and the
 * office details, in one file: another payee organisation re-brands the site by editing this file (and swapping the
 * SVGs under apps/web/public/images). The fixed texts are kept word for word here. Copy is written for a reading
 * age of about 12: short sentences, no jargon.
 *
 * Keep this module free of React, browser APIs and bundler-only imports: the API imports it too (office
 * details, the organisation's name in e-mails and statements), and pages are prerendered with react-dom/server.
 */

import { SSN_WORDS } from './ssn-words';
const logoMarkSrc = '/images/logo-mark.svg';
const heroSrc = '/images/hero.svg';
const stepFormSrc = '/images/step-form.svg';
const stepReviewSrc = '/images/step-review.svg';
const stepSubmitSrc = '/images/step-submit.svg';
const stepDecisionSrc = '/images/step-decision.svg';
const benefitLivingSrc = '/images/benefit-living.svg';
const benefitFinancialSrc = '/images/benefit-financial.svg';
const benefitMedicalSrc = '/images/benefit-medical.svg';
const aboutUsSrc = '/images/about-us.svg';
const michiganMapSrc = '/images/michigan-map.svg';
const officeSrc = '/images/office.svg';

// ---------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------

/** An image shipped with the site: URL, intrinsic size in px, and alt text ("" when decorative). */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A link to a page of this app: router path, optionally with a `#section`. */
export interface SiteLink {
  label: string;
  to: string;
}

/** A link to another website; it opens in a new tab. */
export interface ExternalLink {
  label: string;
  href: string;
}

/** The organisation that runs the service, and the service itself. */
export interface Organisation {
  /** The service's public name, e.g. in the logo and page titles. */
  serviceName: string;
  /** The nonprofit the service belongs to. */
  parentName: string;
  /** How long the parent has served the community, in words ("over 25 years"). */
  parentServiceLength: string;
  /** Year the parent began serving the state (1999). */
  parentSinceYear: number;
  /** Year the payee service was founded (2008, as the FAQ says). */
  foundedYear: number;
  /** The one program offered: `{product}` in the texts. */
  productName: string;
  logo: SiteImage;
}

/** A postal address, e.g. a PO Box. */
export interface PostalAddress {
  line1: string;
  city: string;
  stateCode: string;
  zip: string;
}

/** The office in the one state served: id, state, image, address, email, phone, fax. */
export interface Office {
  id: number;
  /** State name, e.g. "Michigan". */
  state: string;
  /** Two-letter state code, e.g. "MI". */
  stateCode: string;
  /** Heading above the office's details. */
  name: string;
  address: PostalAddress;
  email: string;
  /** Written as shown to people; the tel: link is derived from its digits. */
  phone: string;
  fax: string;
  image: SiteImage;
}

/** Labels used wherever the office details are shown. */
export interface ContactLabels {
  address: string;
  email: string;
  phone: string;
  fax: string;
}

/** One link of the top navigation. */
export interface NavItem {
  label: string;
  /** Router path; `/#id` for links that scroll to a section of the home page. */
  to: string;
  /** Set when the link scrolls to a home-page section; the active link follows that section. */
  sectionId?: string;
}

/** The fixed top navigation bar. */
export interface NavContent {
  /** Name of the navigation landmark. */
  label: string;
  skipLink: string;
  /** Accessible name of the logo link. */
  homeLinkLabel: string;
  /** Visible text and accessible name of the small-screen menu button. */
  menuButtonLabel: string;
  items: NavItem[];
  myAccount: SiteLink;
  applyNow: SiteLink;
}

/** A label in the footer's legal line; a link when `href` is set. */
export interface LegalLabel {
  label: string;
  href?: string;
}

/** The footer shown on every public page. */
export interface FooterContent {
  /** Name of the footer's link list. */
  linksHeading: string;
  communityResources: ExternalLink;
  /** Read by screen readers after an external link's text. */
  newTabNote: string;
  officeHeading: string;
  copyright: string;
  legal: LegalLabel[];
}

/** A hero banner at the top of a page. */
export interface HeroContent {
  eyebrow: string;
  heading: string;
  lead: string;
  note?: string;
  primaryAction: SiteLink;
  secondaryAction?: SiteLink;
  image: SiteImage;
}

/** One step of How It Works. */
export interface StepContent {
  title: string;
  text: string;
  icon: SiteImage;
}

/** How It Works: four numbered steps. */
export interface HowItWorksContent {
  heading: string;
  lead: string;
  steps: StepContent[];
}

/** One bill category the service pays. */
export interface BenefitItem {
  title: string;
  text: string;
}

/** A group of bill categories, e.g. essential living expenses. */
export interface BenefitGroup {
  id: string;
  title: string;
  icon: SiteImage;
  items: BenefitItem[];
}

/** Key Benefits: bill categories in groups, a few shown until View More. */
export interface KeyBenefitsContent {
  heading: string;
  lead: string;
  /** Items shown before View More (4). */
  initialCount: number;
  viewMoreLabel: string;
  showLessLabel: string;
  groups: BenefitGroup[];
}

/** A service card: a title and a sentence. */
export interface ServiceItem {
  title: string;
  text: string;
}

/** The services section ("Our Programs" in the navigation). */
export interface ServicesContent {
  sectionId: string;
  heading: string;
  lead: string;
  program: { name: string; text: string; action: SiteLink };
  itemsHeading: string;
  items: ServiceItem[];
}

/** The state presence section ("Service Areas" in the navigation). */
export interface ServiceAreasContent {
  sectionId: string;
  heading: string;
  lead: string;
  map: SiteImage;
  note: string;
}

/** One question of the FAQ; the answer is one or more paragraphs. */
export interface FaqItem {
  question: string;
  answer: string[];
}

/** The FAQ accordion (exactly 10 questions). */
export interface FaqContent {
  heading: string;
  lead: string;
  items: FaqItem[];
}

/** Everything on the home page. */
export interface HomeContent {
  /** Title of the browser tab; null: the service name alone. */
  pageTitle: string | null;
  hero: HeroContent;
  howItWorks: HowItWorksContent;
  keyBenefits: KeyBenefitsContent;
  services: ServicesContent;
  serviceAreas: ServiceAreasContent;
  faq: FaqContent;
}

/** One of the values on About Us. */
export interface ValueContent {
  title: string;
  quote: string;
  text: string;
}

/** Everything on the About Us page. */
export interface AboutContent {
  pageTitle: string;
  hero: { heading: string; intro: string };
  mission: { heading: string; paragraphs: string[]; image: SiteImage };
  values: { heading: string; lead: string; items: ValueContent[] };
  closing: { heading: string; text: string; action: SiteLink };
}

/** The enquiry form on Contact Us. Validation messages live in @payee/contract. */
export interface EnquiryFormContent {
  heading: string;
  /** Says which fields must be filled in. */
  requiredNote: string;
  labels: {
    isClient: string;
    ssn: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    enquiryType: string;
    description: string;
  };
  hints: {
    isClient: string;
    /** The SSN tooltip. */
    ssn: string;
    email: string;
    phone: string;
    description: string;
  };
  /** Shown under the enquiry type when its list cannot be loaded. */
  enquiryTypesUnavailable: string;
  submit: string;
  /** Title of the error summary above the form. */
  errorSummaryTitle: string;
  /** Toast after sending when the server's answer has no message. */
  successFallback: string;
  /** Toast and summary text when a failure has no message. */
  failureFallback: string;
}

/** The office block on Contact Us: one card per office from `GET /website/offices`. */
export interface ContactOfficesContent {
  heading: string;
  lead: string;
  /** Heading of an office's card. */
  officeName: (state: string) => string;
  /** Alt text of an office's picture. */
  officeImageAlt: (state: string) => string;
  /** Intrinsic size of the office pictures (the API sends only their address). */
  officeImageSize: { width: number; height: number };
  loading: string;
  error: string;
  retry: string;
}

/** Everything on the Contact Us page. */
export interface ContactContent {
  pageTitle: string;
  hero: { heading: string; lead: string };
  /** The map of the state served and the note beside it. */
  serviceArea: { map: SiteImage; note: string };
  form: EnquiryFormContent;
  offices: ContactOfficesContent;
}

/** The whole public site's content. */
export interface SiteContent {
  organisation: Organisation;
  /** The service's public name (same as `organisation.serviceName`). */
  serviceName: string;
  /** `{product}`: the one program's name (same as `organisation.productName`). */
  productName: string;
  /** Shown in the footer. */
  tagline: string;
  /** One sentence saying what the service does (meta description). */
  shortDescription: string;
  /** The year in the copyright line. */
  copyrightYear: number;
  /** The one state served. */
  state: { name: string; code: string };
  office: Office;
  contactLabels: ContactLabels;
  nav: NavContent;
  footer: FooterContent;
  home: HomeContent;
  about: AboutContent;
  contact: ContactContent;
}

// ---------------------------------------------------------------------------------------------------
// The organisation: edit these first when re-branding.
// ---------------------------------------------------------------------------------------------------

const SERVICE_NAME = 'Access Payee Services';
const PARENT_NAME = 'Great Lakes Community Health Alliance';
const PRODUCT_NAME = 'Representative Payee Program';
const STATE = { name: 'Michigan', code: 'MI' } as const;
const PARENT_SINCE_YEAR = 1999;
const FOUNDED_YEAR = 2008;
const COPYRIGHT_YEAR = 2025;

/** Section ids on the home page that the navigation scrolls to. */
export const SECTION_IDS = { services: 'services', serviceAreas: 'service-areas' } as const;

const OFFICE: Office = {
  id: 1,
  state: STATE.name,
  stateCode: STATE.code,
  name: `${STATE.name} Office`,
  address: { line1: 'PO Box 14230', city: 'Lansing', stateCode: STATE.code, zip: '48901' },
  email: 'info@accesspayeeservices.org',
  // 555-01xx numbers are reserved for fiction: replace with the office's real numbers.
  phone: '(517) 555-0142',
  fax: '(517) 555-0143',
  image: {
    src: officeSrc,
    width: 320,
    height: 200,
    alt: `Drawing of the ${SERVICE_NAME} office building`,
  },
};

const APPLY_NOW: SiteLink = { label: 'Apply Now', to: '/client/intake' };
const MY_ACCOUNT: SiteLink = { label: 'My Account', to: '/auth/login' };

// ---------------------------------------------------------------------------------------------------
// The content
// ---------------------------------------------------------------------------------------------------

export const SITE: SiteContent = {
  organisation: {
    serviceName: SERVICE_NAME,
    parentName: PARENT_NAME,
    parentServiceLength: 'over 25 years',
    parentSinceYear: PARENT_SINCE_YEAR,
    foundedYear: FOUNDED_YEAR,
    productName: PRODUCT_NAME,
    logo: { src: logoMarkSrc, width: 48, height: 48, alt: '' },
  },
  serviceName: SERVICE_NAME,
  productName: PRODUCT_NAME,
  tagline: 'Helping You Thrive Financially',
  shortDescription:
    'We help people who receive Social Security, retirement benefits or wages manage their money: paying bills on time, budgeting and keeping their benefits safe.',
  copyrightYear: COPYRIGHT_YEAR,
  state: STATE,
  office: OFFICE,
  contactLabels: { address: 'Mailing address', email: 'Email', phone: 'Phone', fax: 'Fax' },

  nav: {
    label: 'Main',
    skipLink: 'Skip to main content',
    homeLinkLabel: `${SERVICE_NAME}, home`,
    menuButtonLabel: 'Menu',
    items: [
      { label: 'About Us', to: '/about-us' },
      { label: 'Our Programs', to: `/#${SECTION_IDS.services}`, sectionId: SECTION_IDS.services },
      { label: 'Service Areas', to: `/#${SECTION_IDS.serviceAreas}`, sectionId: SECTION_IDS.serviceAreas },
      { label: 'Contact Us', to: '/contact-us' },
    ],
    myAccount: MY_ACCOUNT,
    applyNow: APPLY_NOW,
  },

  footer: {
    linksHeading: 'Helpful links',
    communityResources: { label: 'Community resources', href: 'https://www.mi211.org/' },
    newTabNote: '(opens in a new tab)',
    officeHeading: `Our ${STATE.name} Office`,
    copyright: `© ${COPYRIGHT_YEAR} ${SERVICE_NAME}, a service of ${PARENT_NAME}. All rights reserved.`,
    legal: [{ label: 'Terms and Conditions' }, { label: 'Privacy Policy' }],
  },

  home: {
    pageTitle: null,
    hero: {
      eyebrow: `${PRODUCT_NAME} in ${STATE.name}`,
      heading: 'Your Benefits, Managed with Care',
      lead: 'We receive your Social Security, retirement benefits or wages for you. We pay your bills on time and help your money last all month.',
      note: 'Applying for a family member or a client? You can apply for them.',
      primaryAction: APPLY_NOW,
      secondaryAction: MY_ACCOUNT,
      image: { src: heroSrc, width: 560, height: 440, alt: '' },
    },

    howItWorks: {
      heading: 'How It Works',
      lead: 'Getting started takes four simple steps.',
      steps: [
        {
          title: 'Complete the registration form',
          text: 'Tell us about yourself, your income and your bills. A relative or case manager can fill it in for you.',
          icon: { src: stepFormSrc, width: 64, height: 64, alt: '' },
        },
        {
          title: 'We review your details',
          text: 'Our team reads your form with care. We will contact you if anything is missing.',
          icon: { src: stepReviewSrc, width: 64, height: 64, alt: '' },
        },
        {
          title: 'We send it to Social Security',
          text: 'If you are eligible, we submit your request to the Social Security Administration.',
          icon: { src: stepSubmitSrc, width: 64, height: 64, alt: '' },
        },
        {
          title: 'You get a decision',
          text: 'Your request is approved or rejected. Either way, we tell you the result and what happens next.',
          icon: { src: stepDecisionSrc, width: 64, height: 64, alt: '' },
        },
      ],
    },

    keyBenefits: {
      heading: 'Key Benefits',
      lead: 'We pay your bills for you, on time, every month. These are the kinds of bills we take care of, in three groups: essential living expenses, financial and legal support, and medical and miscellaneous needs.',
      initialCount: 4,
      viewMoreLabel: 'View More',
      showLessLabel: 'Show Less',
      groups: [
        {
          id: 'living',
          title: 'Essential Living Expenses',
          icon: { src: benefitLivingSrc, width: 48, height: 48, alt: '' },
          items: [
            { title: 'Rent or mortgage', text: 'Your home payment goes out on time, every month.' },
            { title: 'Utilities', text: 'Electricity, gas, water and heating bills.' },
            { title: 'Groceries', text: 'Money for food and household basics.' },
            { title: 'Phone and internet', text: 'Stay in touch with family, doctors and services.' },
          ],
        },
        {
          id: 'financial',
          title: 'Financial and Legal Support',
          icon: { src: benefitFinancialSrc, width: 48, height: 48, alt: '' },
          items: [
            { title: 'Debt and loan payments', text: 'Steady payments toward what you owe.' },
            { title: 'Insurance', text: 'Renter’s, home, car or life insurance payments.' },
            { title: 'Legal and court fees', text: 'Fines, fees and payment plans set by a court.' },
            { title: 'Taxes', text: 'Property and other taxes, paid when they are due.' },
          ],
        },
        {
          id: 'medical',
          title: 'Medical and Miscellaneous Needs',
          icon: { src: benefitMedicalSrc, width: 48, height: 48, alt: '' },
          items: [
            { title: 'Medical bills', text: 'Doctor, dentist and hospital bills and co-pays.' },
            { title: 'Prescriptions', text: 'Medicines and medical supplies.' },
            { title: 'Spending money', text: 'A weekly amount on your debit card for everyday needs.' },
            { title: 'Other needs', text: 'Clothing, travel and other costs we agree on with you.' },
          ],
        },
      ],
    },

    services: {
      sectionId: SECTION_IDS.services,
      heading: 'Our Services',
      lead: 'We take care of the money side of life, so you can focus on what matters to you.',
      program: {
        name: PRODUCT_NAME,
        text: `As your representative payee, ${SERVICE_NAME} receives your benefits, pays your bills and gives you spending money each week. We keep a record of every dollar.`,
        action: APPLY_NOW,
      },
      itemsHeading: 'What the program includes',
      items: [
        {
          title: 'Receive your benefits',
          text: 'We receive your Social Security, retirement benefits or wages for you, safely.',
        },
        { title: 'Pay your bills', text: 'We pay rent, utilities and other bills straight to the company.' },
        { title: 'Plan your budget', text: 'We plan your money to last 30 days, from one payment to the next.' },
        { title: 'Weekly spending money', text: 'We load your debit card every week for everyday needs.' },
        {
          title: 'Clear records',
          text: 'Check your balance and download a statement at any time in My Account.',
        },
        {
          title: 'Reports to Social Security',
          text: 'We file the reports Social Security asks every payee for, so you do not have to.',
        },
      ],
    },

    serviceAreas: {
      sectionId: SECTION_IDS.serviceAreas,
      heading: `Proudly Serving ${STATE.name} Since ${PARENT_SINCE_YEAR}`,
      lead: `${PARENT_NAME} has served communities across ${STATE.name} since ${PARENT_SINCE_YEAR}. Today we help clients in every part of the state, from big cities to small towns.`,
      map: {
        src: michiganMapSrc,
        width: 400,
        height: 400,
        alt: `Map of ${STATE.name}, with our office in Lansing marked`,
      },
      note: 'We do not offer walk-in visits. Please call or email us first, and we will be glad to help.',
    },

    faq: {
      heading: 'Frequently Asked Questions',
      lead: 'Quick answers to the questions people ask us most.',
      items: [
        {
          question: 'What is a representative payee?',
          answer: [
            'A representative payee is a person or organization that receives benefits for someone who needs help managing money. We use that money to pay your bills and meet your needs, and we keep a record of every dollar.',
          ],
        },
        {
          question: `Who can join the ${PRODUCT_NAME}?`,
          answer: [
            `Anyone in ${STATE.name} who receives Social Security, retirement benefits or wages and needs help managing money. Many of our clients are older adults or people living with a disability.`,
          ],
        },
        {
          question: 'Can I refer myself?',
          answer: ['Yes. In most cases you can refer yourself. A relative, friend or case manager can also apply for you.'],
        },
        {
          question: 'How do I get my spending money?',
          answer: ['We load your debit card weekly. You can use it to pay for everyday needs.'],
        },
        {
          question: 'What if I lose my debit card?',
          answer: [
            'Call us right away so we can stop the card. A replacement card takes 7-10 days to arrive.',
            'If you need it sooner, we can send an expedited card in 1-2 days for a fee.',
          ],
        },
        {
          question: 'How long does my money need to last?',
          answer: [
            'We budget your money to last 30 days. Your bills are paid first, and the rest is spread across the month so you have money until your next payment.',
          ],
        },
        {
          question: 'Can I visit your office?',
          answer: ['We do not offer walk-in services. Please call or email us, and we will help you by phone or email.'],
        },
        {
          question: `How long has ${SERVICE_NAME} been around?`,
          answer: [
            `${SERVICE_NAME} was founded in ${FOUNDED_YEAR}. Our parent organization, ${PARENT_NAME}, has served ${STATE.name} communities since ${PARENT_SINCE_YEAR}.`,
          ],
        },
        {
          question: 'How do I check my balance?',
          answer: ['Sign in to My Account. You can see your balance and download an account statement for the dates you choose.'],
        },
        {
          question: 'How do I apply?',
          answer: [
            'Select Apply Now and fill in the registration form. You can save it and come back later. Our team reviews your details and tells you about the next steps.',
          ],
        },
      ],
    },
  },

  about: {
    pageTitle: 'About Us',
    hero: {
      heading: `About ${SERVICE_NAME}`,
      intro: `${SERVICE_NAME} offers specialized programs to help you manage your finances with confidence and ease.`,
    },
    mission: {
      heading: 'Helping You Manage Your Benefits With Dignity And Trust',
      paragraphs: [
        `${SERVICE_NAME} is part of ${PARENT_NAME}, a nonprofit that has served ${STATE.name} communities for over 25 years. The Alliance works for health equity, economic development and family wellbeing, so that everyone has a fair chance at a healthy, stable life.`,
        'A board of directors guides our work. An advisory council of clients, families and community partners helps us listen and keep improving.',
        'Through our representative payee and money management services, we receive your benefits, pay your bills on time and help your money last the whole month. You stay at the center of every decision, and we are here to help at every step.',
      ],
      image: {
        src: aboutUsSrc,
        width: 520,
        height: 400,
        alt: 'Drawing of a team member and a client looking at a monthly budget together',
      },
    },
    values: {
      heading: 'Our Values',
      lead: 'Three values guide everything we do.',
      items: [
        {
          title: 'Uplifting Communities',
          quote: 'When one neighbor is stable, the whole community grows stronger.',
          text: 'We help people keep their homes, pay their bills and meet their daily needs. That strength reaches families and neighborhoods too.',
        },
        {
          title: 'Transparency',
          quote: 'Your money, always in plain sight.',
          text: 'We keep a clear record of every dollar we receive and spend for you. You can check your balance and get a statement at any time.',
        },
        {
          title: 'Empowering',
          quote: 'We help you today and build your confidence for tomorrow.',
          text: 'We explain each step, listen to what matters to you and help you build the skills to manage money your way.',
        },
      ],
    },
    closing: {
      heading: 'Helping You Manage Your Finances with Care and Confidence',
      text: 'Ready to stop worrying about bills? Apply today. A family member or case manager can apply for you.',
      action: APPLY_NOW,
    },
  },
  contact: {
    pageTitle: 'Contact Us',
    hero: {
      heading: "Got a question? Let's talk!",
      lead: 'Send us a message and a member of our team will get back to you. You can also call, email or write to our office.',
    },
    serviceArea: {
      map: {
        src: michiganMapSrc,
        width: 400,
        height: 400,
        alt: `Map of ${STATE.name}, the state we serve`,
      },
      note: `We proudly serve clients in the following states: ${STATE.name} (${STATE.code}).`,
    },
    form: {
      heading: 'Send Us a Message',
      requiredNote: 'Please fill in every field unless it says (optional).',
      labels: {
        isClient: 'I am a client',
        ssn: SSN_WORDS.label,
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email address',
        phone: 'Phone number',
        enquiryType: 'Enquiry type',
        description: 'Description',
      },
      hints: {
        isClient: `Tick this box if ${SERVICE_NAME} already manages your money.`,
        ssn: SSN_WORDS.hint,
        email: 'We will reply to this address.',
        phone: 'A 10-digit number we can call you on.',
        description: 'Tell us how we can help. Please do not write your Social Security Number here.',
      },
      enquiryTypesUnavailable: 'We could not load the enquiry types. Please refresh the page and try again.',
      submit: 'Submit',
      errorSummaryTitle: 'There is a problem',
      successFallback: 'Thank you. We have received your message and will get back to you soon.',
      failureFallback: 'Your message could not be sent. Please try again.',
    },
    offices: {
      heading: "We're Here for You!",
      lead: 'Reach out to our local offices in your state',
      officeName: (state) => `${state} Office`,
      officeImageAlt: (state) => `Drawing of our ${state} office building`,
      officeImageSize: { width: OFFICE.image.width, height: OFFICE.image.height },
      loading: 'Loading our office details…',
      error: `We could not load our office details. Please try again, or call us at ${OFFICE.phone}.`,
      retry: 'Try again',
    },
  },
};

/** "About Us | Access Payee Services"; the service name alone when there is no page title. */
export function formatPageTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} | ${SITE.serviceName}` : SITE.serviceName;
}
