import type { LegalDocument } from '../../../legal-document';

/**
 * The electronic records and signature disclosure, en-US: the consumer disclosures of the
 * US ESIGN Act (15 U.S.C. § 7001(c)). A template for the operator's counsel.
 */
export const eSignDisclosureEnUS: LegalDocument = {
  title: 'Electronic records and signature disclosure',
  lead: 'Please read this disclosure before you agree to sign documents electronically through {{product}}. It explains your rights under the US Electronic Signatures in Global and National Commerce Act (ESIGN) and similar laws.',
  sections: [
    {
      title: 'What you agree to',
      body: [
        'The sender, the person or company that sent you a document through {{product}}, may be required by law to give you some documents and notices in writing. With your consent, they may give them to you electronically, and you may sign them electronically.',
        'When you tick the consent box on the signing page, you confirm that you have read this disclosure, that you can open and keep electronic records as described below, and that you agree to use electronic records and signatures for the agreement in front of you. Your consent is recorded with its time, your IP address and your browser.',
        'You do not have to agree. You may decline to sign electronically and ask for paper instead, as described below.',
      ],
    },
    {
      title: 'Scope of your consent',
      body: [
        'Your consent covers the documents of the agreement you are asked to sign and the notices, disclosures and copies the sender delivers for that agreement through {{product}}, including the completed, sealed document.',
        'It does not cover other agreements: each new agreement asks for your consent again. A sender who wants to send you other records electronically must ask you separately.',
      ],
    },
    {
      title: 'Your right to paper copies',
      body: [
        'You may ask for a paper copy of any document you are asked to sign or have signed. Ask the sender directly, using the contact details they gave you, or write to {{email}} and we will pass your request on.',
        'Paper copies are free of charge unless the sender tells you otherwise, with the fee, before you ask. [The operator or sender may set a fee here.]',
        'You may also print the document yourself: once everyone has signed, the completion e-mail brings you the sealed PDF, attached or as a download link.',
      ],
    },
    {
      title: 'Withdrawing your consent',
      body: [
        'You may withdraw your consent at any time before you sign, free of charge, by declining to sign on the signing page and saying that you want paper, or by telling the sender.',
        'If you withdraw, the sender may send you the documents on paper instead, which can slow the transaction down, or may decide not to go ahead with it.',
        'Withdrawing does not affect documents already signed or delivered electronically before you withdrew.',
      ],
    },
    {
      title: 'Hardware and software you need',
      body: [
        'To open, sign and keep electronic records you need:',
        [
          'a computer, tablet or phone connected to the internet;',
          'a current version of Chrome, Edge, Firefox or Safari, with JavaScript and storage for websites enabled;',
          'an e-mail address you can read, to receive invitations and the completed document;',
          'software that opens PDF files (current browsers and phones include it), to view, save or print documents;',
          'storage space on your device, or a printer, to keep copies.',
        ],
        'If these requirements change in a way that could stop you opening or keeping a document, we will tell you and ask for your consent again.',
      ],
    },
    {
      title: 'Keeping copies',
      body: [
        'Please download or print the completed document and keep it. We keep it for the sender while their account holds it, but we cannot promise to keep it for you.',
      ],
    },
    {
      title: 'Updating your e-mail address',
      body: [
        'Invitations and notices go to the e-mail address the sender entered for you. To change it, ask the sender to update your address; they will send you a new link, and older links stop working.',
        'If you have a {{product}} account, you can change its e-mail address on your account page after confirming the new address with a code.',
      ],
    },
    {
      title: 'Confirming you can access electronic records',
      body: [
        'By agreeing, you also confirm that you could open this disclosure and the document on your device. This shows that you can access electronic records in the form we use.',
      ],
    },
    {
      title: 'Contact',
      body: ['{{product}} is operated by {{operator}}. For questions about this disclosure, write to {{email}}. For questions about a document, contact its sender.'],
    },
  ],
};
