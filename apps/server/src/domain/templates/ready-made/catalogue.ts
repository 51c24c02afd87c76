import type { Locale, RecipientRole } from '@signet/contracts';

/** A ready-made template in one language: its text, its roles in signing order, and values the sender fills in. */
export interface ReadyMadeText {
  name: string;
  /** Paragraphs of the document; blank strings are blank lines. */
  body: string[];
  roles: { roleName: string; role: RecipientRole }[];
  /** Text fields for the first role that the sender fills in when using it (shown read-only to the signer). */
  details: string[];
  signaturesHeading: string;
  labels: { signature: string; name: string; date: string };
}

export interface ReadyMade {
  /** Stable across releases: an account gets each key once, even after deleting it. */
  key: string;
  texts: Record<Locale, ReadyMadeText>;
}

const EN_LABELS = { signature: 'Signature', name: 'Name', date: 'Date' };
const ZH_LABELS = { signature: '签名', name: '姓名', date: '日期' };

/**
 * Signet's ready-made templates (issue 14 point 6). Plain, balanced wording meant as a
 * starting point; the documents say so, and senders edit them like any template.
 */
export const READY_MADE: readonly ReadyMade[] = [
  {
    key: 'mutual-nda-1',
    texts: {
      'en-US': {
        name: 'Mutual non-disclosure agreement',
        body: [
          'MUTUAL NON-DISCLOSURE AGREEMENT',
          '',
          'This agreement is made between the two parties who sign below (each a "Party").',
          '',
          '1. Purpose. The Parties wish to explore a possible business relationship (the "Purpose") and may share confidential information to do so.',
          '2. Confidential information. Any information disclosed by one Party to the other that is marked confidential, or that a reasonable person would understand to be confidential, including business plans, customer data, designs, software and prices.',
          '3. Obligations. Each Party will use the other Party’s confidential information only for the Purpose, will protect it with at least reasonable care, and will share it only with employees and advisers who need to know it and are bound by similar duties.',
          '4. Exclusions. These duties do not apply to information that is or becomes public through no fault of the receiving Party, was already known to it, is received lawfully from a third party, or is developed independently.',
          '5. Required disclosure. A Party may disclose information when required by law, after giving the other Party prompt notice where allowed.',
          '6. Return. On request, each Party will return or destroy the other Party’s confidential information.',
          '7. Term. This agreement lasts two years from the date of the last signature; duties for information shared during that time continue for three years after it ends.',
          '8. No licence. Nothing in this agreement grants any right to the other Party’s intellectual property.',
          '',
          'This template is provided as a starting point and is not legal advice.',
        ],
        roles: [
          { roleName: 'First party', role: 'signer' },
          { roleName: 'Second party', role: 'signer' },
        ],
        details: ['Purpose'],
        signaturesHeading: 'Signatures',
        labels: EN_LABELS,
      },
      'zh-CN': {
        name: '双向保密协议',
        body: [
          '双向保密协议',
          '',
          '本协议由下方签署的双方（各称“一方”）订立。',
          '',
          '一、目的。双方拟探讨可能的业务合作（“目的”），为此可能相互披露保密信息。',
          '二、保密信息。指一方向另一方披露的、标明保密或一般人可以理解为保密的任何信息，包括商业计划、客户数据、设计、软件和价格。',
          '三、义务。各方仅为上述目的使用对方的保密信息，以不低于合理程度的注意加以保护，并仅向确需知悉且负有类似保密义务的员工和顾问披露。',
          '四、除外情形。已公开或非因接收方过错而公开的信息、接收方此前已知悉的信息、从第三方合法取得的信息或独立开发的信息，不受上述义务约束。',
          '五、依法披露。法律要求披露时，一方可以披露，但在允许的情况下应及时通知对方。',
          '六、返还。经对方要求，各方应返还或销毁对方的保密信息。',
          '七、期限。本协议自最后一方签署之日起有效两年；期间披露的信息，保密义务在协议终止后继续有效三年。',
          '八、不授予许可。本协议不授予任何一方对另一方知识产权的任何权利。',
          '',
          '本模板仅供参考，不构成法律意见。',
        ],
        roles: [
          { roleName: '甲方', role: 'signer' },
          { roleName: '乙方', role: 'signer' },
        ],
        details: ['合作目的'],
        signaturesHeading: '签署',
        labels: ZH_LABELS,
      },
    },
  },
  {
    key: 'service-agreement-1',
    texts: {
      'en-US': {
        name: 'Simple service agreement',
        body: [
          'SERVICE AGREEMENT',
          '',
          'This agreement is between the Client and the Provider who sign below.',
          '',
          '1. Services. The Provider will perform the services described on the signature page (the "Services") with reasonable skill and care.',
          '2. Fees. The Client will pay the fee stated on the signature page within 30 days of each invoice. Late amounts may carry interest at the rate allowed by law.',
          '3. Timing. The Provider will use reasonable efforts to meet agreed dates and will tell the Client promptly of any expected delay.',
          '4. Ownership. On full payment, the Client owns the deliverables made for it under this agreement; the Provider keeps its pre-existing tools and know-how.',
          '5. Confidentiality. Each party will keep the other’s confidential information private and use it only for this agreement.',
          '6. Liability. Neither party is liable for indirect losses. Each party’s total liability is limited to the fees paid in the twelve months before the claim, except for fraud or wilful misconduct.',
          '7. Ending. Either party may end this agreement with 30 days’ written notice. The Client pays for Services performed up to the end date.',
          '8. Whole agreement. This document is the whole agreement between the parties about the Services.',
          '',
          'This template is provided as a starting point and is not legal advice.',
        ],
        roles: [
          { roleName: 'Client', role: 'signer' },
          { roleName: 'Provider', role: 'signer' },
        ],
        details: ['Services', 'Fee'],
        signaturesHeading: 'Signatures',
        labels: EN_LABELS,
      },
      'zh-CN': {
        name: '简易服务协议',
        body: [
          '服务协议',
          '',
          '本协议由下方签署的委托方与服务方订立。',
          '',
          '一、服务内容。服务方应以合理的技能和注意提供签署页所述的服务（“服务”）。',
          '二、费用。委托方应在收到每张发票后 30 日内支付签署页所列费用。逾期款项可按法律允许的利率计息。',
          '三、时间。服务方应尽合理努力按约定时间完成，并在预计延误时及时告知委托方。',
          '四、权属。委托方付清全部费用后，取得根据本协议为其制作的交付成果；服务方保留其原有工具和专有技术。',
          '五、保密。双方应对另一方的保密信息予以保密，仅为履行本协议而使用。',
          '六、责任。任何一方均不承担间接损失。除欺诈或故意不当行为外，任一方的累计责任以索赔前十二个月内已支付的费用为限。',
          '七、终止。任何一方可提前 30 日书面通知终止本协议。委托方应支付截至终止日已提供服务的费用。',
          '八、完整协议。本文件构成双方关于服务的完整协议。',
          '',
          '本模板仅供参考，不构成法律意见。',
        ],
        roles: [
          { roleName: '委托方', role: 'signer' },
          { roleName: '服务方', role: 'signer' },
        ],
        details: ['服务内容', '费用'],
        signaturesHeading: '签署',
        labels: ZH_LABELS,
      },
    },
  },
  {
    key: 'offer-letter-1',
    texts: {
      'en-US': {
        name: 'Offer letter',
        body: [
          'OFFER OF EMPLOYMENT',
          '',
          'We are pleased to offer you employment on the terms below and on the signature page.',
          '',
          '1. Position and start. You will join in the position and from the start date stated on the signature page.',
          '2. Pay. Your annual base salary is stated on the signature page, paid in equal instalments on the company’s usual pay dates, less required deductions.',
          '3. Hours and place. Your normal hours and place of work follow the company’s policies, as discussed with you.',
          '4. Benefits and leave. You are eligible for the benefits and paid leave the company offers to employees in your role.',
          '5. Conditions. This offer depends on satisfactory checks of your right to work and of references.',
          '6. Policies. You agree to follow the company’s policies, including on confidentiality and conduct.',
          '7. Acceptance. Please sign below to accept this offer. It lapses if not signed within 14 days.',
          '',
          'This template is provided as a starting point and is not legal advice.',
        ],
        roles: [
          { roleName: 'Candidate', role: 'signer' },
          { roleName: 'HR manager', role: 'signer' },
        ],
        details: ['Position', 'Start date', 'Annual salary'],
        signaturesHeading: 'Signatures',
        labels: EN_LABELS,
      },
      'zh-CN': {
        name: '录用通知书',
        body: [
          '录用通知书',
          '',
          '我们很高兴按以下条款及签署页所列内容向您发出录用邀请。',
          '',
          '一、职位与入职。您将按签署页所列职位和入职日期加入公司。',
          '二、薪酬。您的年度基本工资见签署页，按公司常规发薪日等额发放，并依法代扣相关款项。',
          '三、工作时间与地点。您的正常工作时间和地点按公司制度执行，并已与您沟通。',
          '四、福利与休假。您可享受公司为您所在岗位员工提供的福利和带薪休假。',
          '五、条件。本录用以您的工作资格和背景调查结果令人满意为前提。',
          '六、制度。您同意遵守公司制度，包括保密和行为规范。',
          '七、接受。请在下方签署以接受本录用。如 14 日内未签署，本录用失效。',
          '',
          '本模板仅供参考，不构成法律意见。',
        ],
        roles: [
          { roleName: '候选人', role: 'signer' },
          { roleName: '人事经理', role: 'signer' },
        ],
        details: ['职位', '入职日期', '年薪'],
        signaturesHeading: '签署',
        labels: ZH_LABELS,
      },
    },
  },
  {
    key: 'consent-form-1',
    texts: {
      'en-US': {
        name: 'Photo and video consent form',
        body: [
          'PHOTO AND VIDEO CONSENT',
          '',
          'I give permission to the organiser named on the signature page to take photographs and video recordings of me at the activity described there.',
          '',
          '1. Use. The organiser may use these images in its own communications: its website, newsletters, social media and printed materials.',
          '2. No payment. I will not receive payment for this use.',
          '3. Care. The organiser will not use the images in a way that is misleading or harmful, and will not sell them to others.',
          '4. Withdrawal. I may withdraw my consent at any time by writing to the organiser. Images already published need not be recalled, but will not be used again.',
          '5. Data protection. The organiser keeps the images and this form only as long as needed and handles them in line with applicable data protection law.',
          '',
          'This template is provided as a starting point and is not legal advice.',
        ],
        roles: [
          { roleName: 'Participant', role: 'signer' },
          { roleName: 'Organiser', role: 'signer' },
        ],
        details: ['Activity'],
        signaturesHeading: 'Signatures',
        labels: EN_LABELS,
      },
      'zh-CN': {
        name: '肖像使用同意书',
        body: [
          '肖像使用同意书',
          '',
          '本人同意签署页所列的组织方在该页所述活动中为本人拍摄照片和视频。',
          '',
          '一、使用范围。组织方可在其自身宣传中使用上述影像，包括网站、简报、社交媒体和印刷品。',
          '二、无偿。本人不因上述使用获得报酬。',
          '三、审慎使用。组织方不得以误导或有害的方式使用影像，也不得将其出售给他人。',
          '四、撤回。本人可随时书面通知组织方撤回同意。已发布的影像无需撤回，但不得再次使用。',
          '五、个人信息保护。组织方仅在必要期限内保存影像和本同意书，并依照适用的个人信息保护法律处理。',
          '',
          '本模板仅供参考，不构成法律意见。',
        ],
        roles: [
          { roleName: '参与者', role: 'signer' },
          { roleName: '组织方', role: 'signer' },
        ],
        details: ['活动名称'],
        signaturesHeading: '签署',
        labels: ZH_LABELS,
      },
    },
  },
];
