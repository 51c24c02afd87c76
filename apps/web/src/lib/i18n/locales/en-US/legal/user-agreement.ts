import type { LegalDocument } from '../../../legal-document';

/** The user agreement (terms of service), en-US: a template for the operator's counsel. */
export const userAgreementEnUS: LegalDocument = {
  title: 'User agreement',
  lead: 'These terms govern your use of {{product}}, the electronic signature service provided by {{operator}}. By creating an account, sending a document or signing one through {{product}}, you accept them. Please read them carefully.',
  sections: [
    {
      title: 'About these terms',
      body: [
        'These terms are an agreement between you and {{operator}} (“we”, “us”). They apply to senders, who create an account to send documents, and to signers and viewers, who open a document we deliver to them. If you use {{product}} for an organisation, you confirm that you may bind it, and “you” includes that organisation.',
        'Our privacy policy explains how we handle personal data, and our electronic records and signature disclosure explains what signing electronically means for you. Both are part of these terms.',
      ],
    },
    {
      title: 'What the service does',
      body: [
        '{{product}} lets you upload documents, choose who must sign or view them and in what order, place signature and other fields, send invitations by e-mail and follow each agreement’s progress. When every signer has signed, we seal the final PDF with a digital signature and attach an audit certificate that lists each step. Anyone can check a sealed file on our verification page.',
        '{{product}} is a tool. We are not a party to the agreements you send or sign, we do not review their content and we do not give legal advice. Whether a document may be signed electronically, and what makes it binding, depends on the law that applies to it.',
      ],
    },
    {
      title: 'Your account',
      body: [
        [
          'Accounts are for people aged 18 or over, or the age of majority where they live if that is higher.',
          'You sign in with a one-time code sent to your e-mail address. Keep that mailbox secure: anyone who can read it can sign in as you.',
          'Keep your name and e-mail address accurate. They appear on the documents you send and in their audit trail.',
          'Your plan limits how many devices may be signed in at once. Signing in on a new device may sign another one out.',
          'Tell us at once at {{email}} if you think someone else has used your account.',
        ],
      ],
    },
    {
      title: 'Sending documents',
      body: [
        'As a sender you are responsible for each agreement you send. In particular you must:',
        [
          'send only documents you are entitled to send, to people you have a lawful reason to contact;',
          'make sure an electronic signature is acceptable for the document and for each signer: some documents need paper, witnesses, a notary or a qualified signature;',
          'check the identity of signers as far as the transaction needs. An e-mailed link proves control of a mailbox, not identity; an access code given through another channel adds assurance;',
          'give signers any notices the law requires of you, in addition to ours;',
          'answer signers’ questions about the content of your documents, which we cannot change.',
        ],
        'You are responsible for the content you upload and for any value you fill in for a signer.',
      ],
    },
    {
      title: 'Signing documents',
      body: [
        'Before you sign, we ask you to agree to use electronic records and signatures. You may decline to sign instead and give a reason, which the sender will see. When you sign:',
        [
          'read the whole document first: wherever the law allows, your electronic signature has the same effect as a handwritten one;',
          'sign only for yourself, or for someone who has authorised you to sign for them;',
          'never forward your personal link for someone else to sign in your place;',
          'use your real name, and contact the sender about anything in the document you disagree with.',
        ],
      ],
    },
    {
      title: 'Acceptable use',
      body: [
        'You must not use {{product}} to:',
        [
          'upload anything unlawful, infringing or harmful, such as malware or files built to attack their readers;',
          'commit fraud, phish, forge a signature or pretend to be someone else;',
          'send unsolicited bulk messages or harass anyone;',
          'probe, break or overload the service, get around plan limits or access controls, or reach data that is not yours;',
          'resell the service or scrape it, other than through the documented API and within its limits.',
        ],
        'We may suspend an invitation, a public template link or an account that breaks these rules, and we may report unlawful activity to the authorities.',
      ],
    },
    {
      title: 'Plans, fees and limits',
      body: [
        'Every account starts on the free plan. Plans differ in the number of signatures, file size, pages per file, signers per agreement and signed-in devices, as the pricing page shows. When you reach a limit we tell you before anything is lost; nothing you have already sent is withdrawn.',
        'Paid plans, when offered, are charged in advance for the period you choose, with the price and any taxes shown before you pay. Unless the law where you live says otherwise, fees for a period that has started are not refunded. You can stop a plan from renewing at any time and keep it until the period ends.',
        'We may change prices for future periods after telling you at least 30 days in advance.',
      ],
    },
    {
      title: 'Your content',
      body: [
        'Your documents remain yours. You give us permission to host, copy, convert, display, stamp and seal them, and to deliver them to the people you choose, only as needed to provide the service. We do not use your documents for advertising or to train models.',
        'The {{product}} software, design and brand belong to us or our licensors. These terms give you no rights in them other than to use the service.',
      ],
    },
    {
      title: 'Records and data retention',
      body: [
        'We keep each agreement, its documents, the sealed file and its audit trail while the agreement is in the sender’s account, so that every party can rely on them. Deleting an agreement moves it to the trash; emptying the trash deletes it for good, with its audit trail. Other parties may keep the copies they received.',
        'Download and keep your own copies of signed documents. When an account is closed we delete its data as our privacy policy describes, after any period for which the law requires us to keep it.',
      ],
    },
    {
      title: 'Availability and changes to the service',
      body: [
        'We work to keep {{product}} available and secure, but we provide it “as is” and “as available”. We may need to interrupt it for maintenance, and we may change, add or remove features. If a change removes something significant from a paid plan, we will tell you in advance and you may cancel and receive a refund for the unused part of the period.',
      ],
    },
    {
      title: 'Liability',
      body: [
        'Nothing in these terms limits liability that the law does not allow to be limited, such as liability for fraud or for death or personal injury caused by negligence, or your rights as a consumer.',
        'Subject to that, we are not liable for indirect or consequential loss, for loss of profit, business or data, or for the content or validity of documents exchanged through the service. Our total liability for all claims arising in any 12 months is limited to the greater of the fees you paid us in those 12 months and [USD 100].',
        'You are responsible for claims brought against us because of documents you sent or content you uploaded in breach of these terms.',
      ],
    },
    {
      title: 'Suspension and termination',
      body: [
        'You can stop using {{product}} at any time, and ask us to close your account by writing to {{email}}.',
        'We may suspend or close an account that seriously or repeatedly breaks these terms, or when the law requires it. Unless the law or a security risk prevents it, we will tell you first and give you a reasonable time to download your completed documents.',
        'The sections on your content, records, liability and governing law continue to apply after the account is closed.',
      ],
    },
    {
      title: 'Governing law and disputes',
      body: [
        'These terms are governed by the laws of [jurisdiction chosen by the operator], without regard to its conflict-of-laws rules, and the courts of [place] have jurisdiction. If you are a consumer, you may also bring a claim in the courts where you live, and you keep the protection of the mandatory laws of your country.',
        'Before going to court, please write to us: most problems can be solved quickly.',
      ],
    },
    {
      title: 'Changes to these terms',
      body: [
        'We may update these terms. We will publish the new version on this page with its effective date and, for a significant change, e-mail account holders at least 30 days before it applies. If you do not accept a change, stop using the service and close your account before it applies.',
      ],
    },
    {
      title: 'Contact',
      body: ['These terms are offered by {{operator}}. Send questions, notices and complaints to {{email}}.'],
    },
  ],
};
