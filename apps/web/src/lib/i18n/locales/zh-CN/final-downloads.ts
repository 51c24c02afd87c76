/** 多文件协议完成后的下载菜单（issue 36），发起人与收件人共用。 */
export const webFinalDownloadsZhCN = {
  finalDownloads: {
    each: '单独封印的各份文件',
    eachNamed: '下载单独封印的“{{name}}”',
    whole: '全部文件',
    merged: '合并为一个 PDF 的全部文件',
    zip: '全部文件（.zip）',
    zipHint: '所有已封印的 PDF 及签署人上传的附件',
    failed: '文件下载失败，请重试。',
    attachmentsTitle: '签署人上传的附件',
    attachmentFrom: '来自 {{name}} · {{size}}',
    attachmentDownload: '下载',
    attachmentDownloadNamed: '下载“{{name}}”',
  },
};
