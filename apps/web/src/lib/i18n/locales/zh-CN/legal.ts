import type { LegalMessages } from '../en-US/legal';
import { eSignDisclosureZhCN } from './legal/e-sign-disclosure';
import { privacyZhCN } from './legal/privacy';
import { userAgreementZhCN } from './legal/user-agreement';

/** 法律页面的文字（zh-CN），按 en-US 的键定型；各文件的章节按中国法律单独编写。 */
export const webLegalZhCN: LegalMessages = {
  legal: {
    notice: {
      title: '模板，须经法律顾问审阅',
      body: '本文是为 {{product}} 软件编写的初稿。{{operator}} 须经其法律顾问审阅并修改后方可使用。方括号中的内容为示例，须由运营方确定。',
    },
    effective: '生效日期：{{date}}',
    contents: '目录',
    operator: {
      title: '运营方',
      email: '电子邮箱：',
      emailUnavailable: '[暂时无法获取邮箱]',
      address: '地址：',
    },
    related: '相关文件',
    userAgreement: userAgreementZhCN,
    privacy: privacyZhCN,
    eSignDisclosure: eSignDisclosureZhCN,
  },
};
