import type { SignerCodeMessages } from '../en-US/signer-code';

/** 签署人验证码页和访问码页的词，仅需核验身份的签署人会加载。 */
export const webSignerCodeZhCN: SignerCodeMessages = {
  signerCode: {
    title: '确认是您本人',
    intro_email_code: '发件人要求在打开文件前核验您的身份。我们将向 {{target}} 发送一封含 6 位验证码的邮件。',
    intro_sms_code: '发件人要求在打开文件前核验您的身份。我们将向 {{target}} 发送一条含 6 位验证码的短信。',
    sent_email_code: '6 位验证码已发送至邮箱 {{target}}，10 分钟内有效，仅能使用一次。',
    sent_sms_code: '6 位验证码已通过短信发送至 {{target}}，10 分钟内有效，仅能使用一次。',
    send: '发送验证码',
    resend: '重新发送验证码',
    resendIn: '{{count}} 秒后可重新发送',
    code: '6 位验证码',
    codeInvalid: '请输入 6 位数字验证码。',
    continue: '继续',
    wrong_one: '验证码不正确，还可尝试 {{count}} 次。',
    wrong_other: '验证码不正确，还可尝试 {{count}} 次。',
    wrongNoneLeft: '验证码不正确，且已无法再试。请重新获取验证码。',
    expired: '验证码已过期或已被新验证码取代，请重新获取。',
    tooManyCodes_one: '获取验证码的次数过多，请 {{count}} 分钟后再试。',
    tooManyCodes_other: '获取验证码的次数过多，请 {{count}} 分钟后再试。',
    smsFailed: '短信无法发送至 {{target}}，请联系发件人核对手机号码。',
    tooManyTries: '尝试次数过多，请稍等几分钟再试。',
    unreachable: '无法连接 Signet，请检查网络后重试。',
    retry: '重试',
  },
  accessCode: {
    title: '请输入访问码',
    body: '发起人为此文档设置了访问码，对方会另行告知您。',
    label: '访问码',
    continue: '继续',
    wrong: '访问码不正确。请向发起人核对后重试。',
    wait: '尝试次数过多。请等待 15 分钟后再试。',
  },
};
