// The Privacy Policy and Terms of Service a new installation starts with (docs/product.md §21):
// a Philippine equipment supplier's texts under the Data Privacy Act of 2012 (RA 10173), written
// in the plain-text form of common/legal-text.ts. `company` names the business; the demo content
// passes its own name and addresses, a new site the placeholders an admin replaces.

import { LEGAL_SETTING_KEYS } from '#common/legal-text';

export interface LegalParty {
  company: string;
  address: string;
  dpoEmail: string;
  phone: string;
}

const PLACEHOLDER_PARTY: LegalParty = {
  company: 'Ironsite Equipment Corp.',
  address: '123 Industrial Avenue, Pasig City, Philippines',
  dpoEmail: 'privacy@ironsite.example',
  phone: '+63 2 8123 4567',
};

export function privacyPolicyText(p: LegalParty): string {
  return `${p.company} ("we") respects your privacy and handles personal data under the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations, and the issuances of the National Privacy Commission.

## What we collect
When you send a quote request, an inquiry, a quote list or a message through this website we collect what you type into the form:
- your name, e-mail address and phone number
- your company, and for a quote list your Taxpayer Identification Number (TIN), delivery region, province and city, and the date you need the machines
- the machines you ask about and your message
- whether you asked to receive product news and offers, and when
- technical data sent with the form: your IP address, browser, the page you sent it from, and the time

We do not ask for sensitive personal information, and we do not knowingly collect data from minors.

## Why we use it
- to answer your request: prepare quotations, arrange demonstrations, delivery, financing and after-sales service
- to keep a record of our dealings with you, as required by tax and commercial law
- to protect the website from spam and abuse
- to send you product news and offers, only if you ticked the box for it; you can withdraw this consent at any time

Our lawful bases are your request (steps before entering into a contract), our legal obligations, our legitimate interest in running a secure website, and your consent for marketing.

## Who sees it
Your data is seen by our sales, service and administration staff. We share it only with service providers who host our systems or deliver e-mail for us under data-sharing or outsourcing agreements, with the equipment manufacturers or financing partners you ask us to involve, and with government authorities when the law requires it. We do not sell personal data.

## How long we keep it
Inquiries that do not lead to a sale are kept for up to three (3) years after our last contact, then erased or anonymised. Records of sales are kept for ten (10) years, as tax law requires. Marketing consent is kept until you withdraw it.

## Your rights
Under RA 10173 you have the right to be informed, to access your personal data, to object to its processing, to have it corrected, to have it erased or blocked, to data portability, to claim damages, and to lodge a complaint with the National Privacy Commission (privacy.gov.ph). We answer a request within fifteen (15) working days and may ask you to prove who you are first.

## Security
Our systems use encrypted connections, access limited to staff who need it, and logs of who looked at or changed personal data. If a breach puts your data at risk we will tell you and the National Privacy Commission as the law requires.

## Data Protection Officer
To use your rights or ask about this policy, write to our Data Protection Officer:
${p.company}, Attn: Data Protection Officer
${p.address}
E-mail: ${p.dpoEmail}
Phone: ${p.phone}

## Changes
When we change this policy we publish the new text here. Each inquiry records the version of the policy that was in force when it was sent.`;
}

export function termsOfServiceText(p: LegalParty): string {
  return `These terms apply to your use of the website of ${p.company} ("we"). By using the website you accept them.

## The website
The catalogue, specifications, pictures and news on this website describe machines and services we offer in the Philippines. They are for information: specifications can change with the manufacturer, pictures may show optional equipment, and a machine listed may not be in stock.

## Quotations and orders
A quote request, an inquiry or a quote list sent through the website is not an order, and our answer to it is not a contract. Prices, availability, delivery, warranty and payment terms are binding only in a written quotation or contract signed by both parties. Prices are in Philippine pesos and subject to VAT unless a quotation says otherwise.

## Your use of the website
- give true and complete information in the forms
- do not send unlawful, abusive or unsolicited commercial content
- do not try to break, overload or gain unauthorised access to the website or its data

## Intellectual property
The texts, pictures, logos and layout of this website belong to us or to the brands we represent. You may view and print them for your own evaluation of our products; any other use needs our written permission.

## Liability
We take care that the website is correct and available, but we cannot promise that it is free of errors or always online. To the extent the law allows, we are not liable for losses from relying on the website alone rather than a written quotation.

## Privacy
How we handle your personal data is described in our Privacy Policy, under the Data Privacy Act of 2012 (RA 10173).

## Governing law
These terms are governed by the laws of the Republic of the Philippines. Disputes go to the proper courts of the city where our main office is, without prejudice to consumer rights the law gives you.

## Contact
${p.company}
${p.address}
E-mail: ${p.dpoEmail}
Phone: ${p.phone}`;
}

/** The two settings of Settings → General, in the plain-text form of common/legal-text.ts. */
export const LEGAL_SETTINGS = [
  {
    key: LEGAL_SETTING_KEYS.privacy,
    type: 'text' as const,
    label: 'Privacy Policy',
    description:
      'The /privacy page. A blank line starts a paragraph; "## " starts a heading; lines starting "- " form a list. Each inquiry records the version in force when it was sent.',
    default: privacyPolicyText(PLACEHOLDER_PARTY),
  },
  {
    key: LEGAL_SETTING_KEYS.terms,
    type: 'text' as const,
    label: 'Terms of Service',
    description: 'The /terms page, written like the Privacy Policy.',
    default: termsOfServiceText(PLACEHOLDER_PARTY),
  },
];
