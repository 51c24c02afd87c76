import type { LegalDocument } from '../../../legal-document';

/** The privacy policy, en-US: a template for the operator's counsel. */
export const privacyEnUS: LegalDocument = {
  title: 'Privacy policy',
  lead: 'This policy explains what personal data {{operator}} collects when you use {{product}}, why we use it, how long we keep it, who helps us process it, and the rights you have.',
  sections: [
    {
      title: 'Who we are',
      body: [
        '{{operator}} runs {{product}} and is the controller of the personal data described here (under Chinese law, the personal information handler). You can reach us at {{email}}.',
        'When a sender uploads a document that contains other people’s personal data, the sender decides why that data is used. For that content we act on the sender’s instructions, as their processor.',
      ],
    },
    {
      title: 'Data we collect',
      body: [
        [
          'Account data: your name, e-mail address, language, profile picture if you add one, your plan and usage counts, and the devices signed in to your account.',
          'Agreements: the files you upload and their names, the recipients you add (names, e-mail addresses and any access codes), messages, fields and the values entered in them, and signature and initials images.',
          'Signing audit data: for each step of an agreement (link opened, document viewed, consent given with the exact consent text and its version, each field filled, signature, decline and its reason, invitation delivered or returned) we record the time, the IP address and the browser’s user agent. This record becomes the audit certificate of the sealed document.',
          'Technical data: server logs of requests (IP address, time, address requested, result and user agent), kept to run and protect the service.',
          'Correspondence: what you write to us, and the delivery status of the e-mails we send for you.',
          'Payment data, for paid plans: handled by our payment provider. We receive the plan, the amount and a reference, never your full card number.',
        ],
        'We do not ask for sensitive data such as health or biometric data. Please do not put it into documents unless you have a legal basis to do so.',
      ],
    },
    {
      title: 'Why we use it, and our legal bases',
      body: [
        [
          'To provide the service that you or the sender asked for: accounts, delivering documents, collecting signatures, sealing and keeping them (performance of a contract).',
          'To keep evidence of who signed what and when, so that the parties can prove an agreement and anyone can check a sealed file (the parties’ and our legitimate interest in reliable records, and legal obligations under electronic signature laws).',
          'To keep the service secure: sign-in codes, device limits, limits per IP address, preventing fraud and abuse (legitimate interests).',
          'To send service e-mails such as invitations, reminders, completion notices and sign-in codes (performance of a contract). We send marketing e-mail only with your consent.',
          'To comply with the law and answer lawful requests from authorities (legal obligation).',
        ],
        'Where we rely on your consent, you may withdraw it at any time; this does not affect what we did before. We do not take decisions about you by automated means that have legal or similarly significant effects.',
      ],
    },
    {
      title: 'Who we share it with',
      body: [
        'We do not sell personal data. We share it only with:',
        [
          'the other parties to an agreement: when an agreement completes, every party receives the sealed document, whose certificate lists each party’s name and e-mail address and the time, IP address and browser of each of their actions;',
          'service providers who host our servers and files, deliver e-mail or take payments for us, under contracts that bind them to our instructions and to keep the data secure;',
          'authorities, when the law requires it, and professional advisers or a buyer of our business, under a duty of confidentiality.',
        ],
      ],
    },
    {
      title: 'Where your data is stored',
      body: [
        '{{product}} runs two regions, each with its own servers. The international service stores its data in [country or region and hosting provider chosen by the operator].',
        'The China service, at its own addresses, stores its users’ data on servers in mainland China. Personal information collected there is transferred abroad only as the Personal Information Protection Law allows: after a security assessment, under the standard contract or with certification, and with your separate consent.',
        'When data leaves the European Economic Area, the United Kingdom or Switzerland, we protect it with standard contractual clauses or another lawful safeguard.',
      ],
    },
    {
      title: 'How long we keep it',
      body: [
        [
          'Agreements, documents, audit trails and sealed files: as long as they are in the sender’s account. They are deleted when the sender empties the trash or the account is closed, apart from copies other parties have already received.',
          'Account data: while the account exists, then deleted within [30 days] of closing, except what the law requires us to keep, such as invoices (usually [7 to 10 years]).',
          'Sign-in codes: 10 minutes. Sessions: until you sign out, or after [30 days] without use.',
          'Server logs: [90 days]. Backups: overwritten within [35 days].',
        ],
      ],
    },
    {
      title: 'Your rights',
      body: [
        'Depending on where you live, for example under the GDPR, the UK GDPR, the California Consumer Privacy Act or China’s Personal Information Protection Law, you may have the right to:',
        [
          'know what data we hold about you and get a copy of it;',
          'have inaccurate data corrected;',
          'have data deleted, or its use restricted, and object to uses based on legitimate interests;',
          'receive your data in a portable format;',
          'withdraw consent and ask us to explain the rules by which we process your data.',
        ],
        'Write to {{email}}. We answer within one month (15 working days for requests under Chinese law) and may first need to confirm who you are. Where other parties need a signed agreement as evidence, we may keep it and its audit trail; we will tell you if so. You may also complain to your data protection authority.',
      ],
    },
    {
      title: 'Cookies and local storage',
      body: [
        '{{product}} uses no advertising or third-party tracking cookies. Your browser keeps these items for us:',
        [
          'in local storage, your chosen language, your sign-in session, a random identifier of this browser (for your plan’s device limit), a version marker that lets us clear outdated data after an update, and the campaign name of the link that brought you, if it had one;',
          'in session storage, which closes with the tab, the session of a signing link you opened.',
        ],
        'These items are needed for the service to work, so they do not require consent under most laws. You can clear them in your browser settings; this signs you out.',
      ],
    },
    {
      title: 'Security',
      body: [
        'Traffic is encrypted with TLS. Sign-in uses one-time codes, and each document is available only to the people its agreement names. Every completed document carries a digital seal that reveals any later change. Staff access to personal data is limited to what their work needs.',
        'No system is perfectly secure. If a breach puts your data at risk, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      title: 'Children',
      body: [
        '{{product}} is not meant for children, and accounts are for adults. We do not knowingly collect personal data of children under 14 (under 16 in the European Economic Area). If you think we have, contact us and we will delete it.',
      ],
    },
    {
      title: 'Changes to this policy',
      body: [
        'We will publish changes on this page with a new effective date. For significant changes we will e-mail account holders before they apply and, where the law requires, ask for your consent again.',
      ],
    },
    {
      title: 'Contact',
      body: ['For any question or request about your personal data, contact {{operator}} at {{email}}.'],
    },
  ],
};
