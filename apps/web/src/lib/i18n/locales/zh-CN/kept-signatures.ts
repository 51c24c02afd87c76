import type { WebMessages } from '../en-US';

/** 常用签名（issue 36），typed against en-US. */
export const webKeptSignaturesZhCN: Pick<WebMessages, 'keptSignatures'> = {
  keptSignatures: {
    savedSignature: '您保存的签名',
    savedInitials: '您保存的姓名缩写',
    fromAccount: '已保存在您的 Signet 账号中',
    fromDevice: '已保存在此设备上',
    useSaved: '使用我保存的签名',
    useSavedInitials: '使用我保存的缩写',
    orNew: '或新建一个',
    forgetOnDevice: '从此设备上删除',
    rememberOnDevice: '在此设备上记住',
    rememberHint: '仅保存在此浏览器中，下次在这里签署时提供。',
    section: {
      title: '签名和姓名缩写',
      intro: '在这里保存您的签名和姓名缩写。登录后签署发送给 {{email}} 的协议时，一键即可使用。',
      signature: '签名',
      initials: '姓名缩写',
      none: '尚未保存。',
      add: '添加',
      replace: '更换',
      delete: '删除',
      deleteSignature: '删除保存的签名',
      deleteInitials: '删除保存的姓名缩写',
      madeBy: { draw: '手写', type: '键入', upload: '上传' },
      updated: '{{date}} {{how}}',
      titleSignature: '保存您的签名',
      titleInitials: '保存您的姓名缩写',
      save: '保存',
      saved: '已保存。',
      deleted: '已删除。您已签署的协议保留原有签名。',
      loadFailed: '无法加载您保存的签名。',
    },
  },
};
